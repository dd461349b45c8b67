/**
 * A process drawn as an SVG image from its BPMN diagram interchange (shape bounds and edge
 * waypoints), for `process/resource-view?resourceType=image` and `process/diagram-view`: the
 * BladeX client shows these in an <img> or <iframe>. Flowable draws a PNG; an SVG shows the
 * same picture and needs no image library. An instance's diagram marks the activities it went
 * through and, in red as Flowable does, those it waits in. Every name is escaped: a process
 * name is user content and must never become markup.
 */
import type { ModdleElement } from 'bpmn-moddle';

export interface DiagramMarks {
  /** Element ids the instance went through (activities and sequence flows). */
  passed: ReadonlySet<string>;
  /** Element ids the instance waits in now. */
  active: ReadonlySet<string>;
}

interface Bounds { x: number; y: number; width: number; height: number }
interface Point { x: number; y: number }

const PAD = 20;
const COLOURS = { line: '#222', passed: '#1a7f37', active: '#d1242f' };

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const colourOf = (id: string, marks?: DiagramMarks) =>
  marks?.active.has(id) ? COLOURS.active : marks?.passed.has(id) ? COLOURS.passed : COLOURS.line;

function shape(element: ModdleElement, b: Bounds, colour: string): string {
  const type = element.$type;
  const label = escape(element.name ?? '');
  const stroke = `stroke="${colour}" stroke-width="${colour === COLOURS.line ? 1.5 : 3}" fill="#fff"`;
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  if (type.endsWith('Event')) {
    const width = type === 'bpmn:EndEvent' ? 4 : 1.5;
    const circle = `<circle cx="${cx}" cy="${cy}" r="${b.width / 2}" ${stroke.replace(/stroke-width="[^"]*"/, `stroke-width="${width}"`)}/>`;
    return `${circle}<text x="${cx}" y="${b.y + b.height + 16}" text-anchor="middle">${label}</text>`;
  }
  if (type.endsWith('Gateway')) {
    const points = `${cx},${b.y} ${b.x + b.width},${cy} ${cx},${b.y + b.height} ${b.x},${cy}`;
    return `<polygon points="${points}" ${stroke}/><text x="${cx}" y="${b.y - 6}" text-anchor="middle">${label}</text>`;
  }
  return `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="10" ${stroke}/>`
    + `<text x="${cx}" y="${cy + 5}" text-anchor="middle">${label}</text>`;
}

function edge(element: ModdleElement, points: Point[], colour: string): string {
  const path = points.map((p) => `${p.x},${p.y}`).join(' ');
  const marker = colour === COLOURS.line ? 'arrow' : colour === COLOURS.passed ? 'arrow-passed' : 'arrow-active';
  const middle = points[Math.floor((points.length - 1) / 2)]!;
  const label = element.name ? `<text x="${middle.x + 4}" y="${middle.y - 4}">${escape(element.name)}</text>` : '';
  return `<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="1.5" marker-end="url(#${marker})"/>${label}`;
}

const arrowMarker = (id: string, colour: string) =>
  `<marker id="${id}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;

/** The SVG of the document's first diagram; marks colour an instance's path. */
export function drawDiagram(definitions: ModdleElement, marks?: DiagramMarks): string {
  const diagram = ((definitions['diagrams'] as ModdleElement[] | undefined) ?? [])[0];
  const planeElements = ((diagram?.['plane'] as ModdleElement | undefined)?.['planeElement'] as ModdleElement[] | undefined) ?? [];
  const parts: string[] = [];
  let maxX = 0;
  let maxY = 0;
  const extend = (x: number, y: number) => { maxX = Math.max(maxX, x); maxY = Math.max(maxY, y); };
  for (const di of planeElements) {
    const element = di['bpmnElement'] as ModdleElement | undefined;
    if (!element?.id) continue;
    const colour = colourOf(element.id, marks);
    const bounds = di['bounds'] as Bounds | undefined;
    const waypoints = di['waypoint'] as Point[] | undefined;
    if (di.$type === 'bpmndi:BPMNShape' && bounds) {
      extend(bounds.x + bounds.width, bounds.y + bounds.height + 20);
      parts.push(shape(element, bounds, colour));
    } else if (di.$type === 'bpmndi:BPMNEdge' && waypoints?.length) {
      for (const p of waypoints) extend(p.x, p.y);
      parts.push(edge(element, waypoints, colour));
    }
  }
  const width = maxX + PAD;
  const height = maxY + PAD;
  return `<?xml version="1.0" encoding="UTF-8"?>`
    + `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`
    + `<defs>${arrowMarker('arrow', COLOURS.line)}${arrowMarker('arrow-passed', COLOURS.passed)}${arrowMarker('arrow-active', COLOURS.active)}</defs>`
    + `<rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}
