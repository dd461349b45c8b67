/**
 * Puts the workflow panes' stylesheet into the page once, when a pane first shows: the build
 * links only the first load's stylesheet, and these styles belong to lazily loaded panes.
 */
import css from './flow.css' with { type: 'text' };

let injected = false;

export function useFlowStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.flowPanes = '';
  style.textContent = css;
  document.head.append(style);
}
