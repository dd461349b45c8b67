/**
 * How a diagram shows an instance's progress: a node it has finished in success colour, a node
 * it waits at in primary, a sequence flow it took as a warning line (BladeX's flow-design
 * colouring). `flow` is model-view's list of activities.
 */
export type Mark = 'done' | 'current' | 'line';

export interface FlowEntry { historyActivityId: string; historyActivityType: string; endTime: string }

export function marksOf(flow: readonly FlowEntry[]): Map<string, Mark> {
  const marks = new Map<string, Mark>();
  for (const entry of flow) {
    if (entry.historyActivityType === 'sequenceFlow') marks.set(entry.historyActivityId, 'line');
    else if (!entry.endTime && entry.historyActivityType !== 'candidate') marks.set(entry.historyActivityId, 'current');
    // A node passed again later (a loop) is current while it waits, else done.
    else if (marks.get(entry.historyActivityId) !== 'current') marks.set(entry.historyActivityId, 'done');
  }
  return marks;
}

/** Styles of the marks, scoped to the viewer's container; injected with diagram-js's own. */
export const MARK_CSS = `
.flow-diagram .djs-element.flow-done .djs-visual > :first-child { stroke: var(--success) !important; fill: color-mix(in srgb, var(--success) 15%, white) !important; }
.flow-diagram .djs-element.flow-current .djs-visual > :first-child { stroke: var(--primary) !important; stroke-width: 3px !important; fill: color-mix(in srgb, var(--primary) 18%, white) !important; }
.flow-diagram .djs-connection.flow-line .djs-visual > path { stroke: var(--warning) !important; }
.flow-diagram { height: 60vh; min-height: 320px; border: 1px solid var(--border); border-radius: var(--radius); background: #fff; }
.flow-legend { display: flex; gap: 1rem; margin-top: .5rem; }
.flow-legend [data-mark]::before { content: ''; display: inline-block; width: .8rem; height: .8rem; margin-right: .3rem; border-radius: 2px; vertical-align: -1px; }
.flow-legend [data-mark='done']::before { background: var(--success); }
.flow-legend [data-mark='current']::before { background: var(--primary); }
`;
