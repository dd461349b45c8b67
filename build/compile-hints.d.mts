/** What compile-hints.mjs reads of esbuild's metafile. */
interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[]; inputs: Record<string, unknown> }>;
}

export declare function hintEagerCompile(metafile: Metafile, main: string, initialFiles: readonly string[]): string[];
