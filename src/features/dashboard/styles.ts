/**
 * Puts the home page's stylesheet into the page once, when the dashboard first shows: the build
 * links only the first load's stylesheet, and these styles belong to a lazily loaded pane.
 */
import css from './dashboard.css' with { type: 'text' };

let injected = false;

export function useDashboardStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.dashboard = '';
  style.textContent = css;
  document.head.append(style);
}
