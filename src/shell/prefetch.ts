/**
 * Starts fetching what sits behind login (the layout and the commands) while the login call
 * is under way, so the console answers its shortcuts as soon as it opens. Not done earlier:
 * the login page's own load stays small.
 */
export function prefetchConsole(): void {
  void import('./layout/Layout');
  void import('./console-commands');
}
