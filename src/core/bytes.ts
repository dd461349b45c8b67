/** A byte count as people read it: KB below a megabyte, MB from one on (binary units, as the quota is set). */
const KB = 1024;
const MB = KB * KB;

export const formatBytes = (bytes: number): string => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${(bytes / KB).toFixed(1)} KB`);
