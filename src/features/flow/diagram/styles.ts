/**
 * bpmn-js's stylesheets, put into the page by the lazily loaded diagram screens that need them:
 * the build links only the first load's stylesheet, and these must stay out of the first load.
 */
import diagramCss from 'bpmn-js/dist/assets/diagram-js.css' with { type: 'text' };
import { MARK_CSS } from './colours';

/**
 * A dark theme's diagrams: diagram-js's own colours (the canvas, palette, context pad, popups)
 * from the theme, and the drawing, which bpmn-js paints black on white in the SVG's attributes,
 * shown inverted with its hues kept (a current step's mark stays green). A light canvas stayed
 * in the dark page otherwise.
 */
const DARK_CSS = `
html[data-theme='theme-dark'] .djs-parent {
  --bio-surface: var(--surface); --bio-surface-overlay: #2a2a2a; --bio-surface-subtle: #262626; --bio-surface-medium: #333;
  --bio-text: var(--text); --bio-text-subtle: #c8c8c8; --bio-text-subtlest: #9a9a9a; --bio-border: #555; --bio-border-disabled: #3a3a3a;
  background: var(--surface);
}
html[data-theme='theme-dark'] .djs-container > svg { filter: invert(1) hue-rotate(180deg); }
`;

/** The style sheets put in so far: diagram-js's with each screen's own (the viewer's none, the designer's bpmn-js's). */
const injected = new Set<string>();

export function injectDiagramStyles(extra = ''): void {
  const sheets = [`${diagramCss}\n${MARK_CSS}\n${DARK_CSS}`, extra].filter((sheet) => sheet && !injected.has(sheet));
  for (const sheet of sheets) {
    injected.add(sheet);
    const style = document.createElement('style');
    style.dataset.flowDiagram = '';
    style.textContent = sheet;
    document.head.append(style);
  }
}
