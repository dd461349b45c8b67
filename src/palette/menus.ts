/** Case-insensitive prefix match on the leaf's name in the current language. */
export function prefixMatches<T>(items: readonly T[], lowerLabels: readonly string[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter((_, i) => lowerLabels[i]!.startsWith(q));
}
