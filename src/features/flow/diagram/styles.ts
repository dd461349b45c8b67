/**
 * bpmn-js's stylesheets, put into the page by the lazily loaded diagram screens that need them:
 * the build links only the first load's stylesheet, and these must stay out of the first load.
 */
import diagramCss from 'bpmn-js/dist/assets/diagram-js.css' with { type: 'text' };
import { MARK_CSS } from './colours';

let injected = false;

export function injectDiagramStyles(extra = ''): void {
  if (injected) return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.flowDiagram = '';
  style.textContent = `${diagramCss}\n${MARK_CSS}\n${extra}`;
  document.head.append(style);
}
