/**
 * Fitting the diagram into the designer's canvas beside bpmn-js's tool palette, which floats over
 * the canvas's left edge: bpmn-js's own fit-viewport centres the diagram on the whole canvas, so
 * a wide process's start event lands under the palette.
 */

export interface Box { x: number; y: number; width: number; height: number }
export interface CanvasViewbox extends Box { scale: number; inner: Box; outer: { width: number; height: number } }

/** Free space kept around the diagram, in screen px. */
const MARGIN = 24;

/**
 * The viewbox (diagram units) that shows the whole diagram (`inner`) in the canvas (`outer`, px)
 * to the right of a palette `palette` px wide, never enlarged past 100 %, centred in the space left.
 */
export function viewboxBesidePalette(outer: { width: number; height: number }, inner: Box, palette: number): Box {
  const left = palette + MARGIN;
  const room = { width: Math.max(1, outer.width - left - MARGIN), height: Math.max(1, outer.height - 2 * MARGIN) };
  const scale = Math.min(1, room.width / Math.max(1, inner.width), room.height / Math.max(1, inner.height));
  const width = outer.width / scale;
  const height = outer.height / scale;
  // The diagram's left edge sits `left` px in, plus half the room it does not fill.
  const x = inner.x - (left + (room.width - inner.width * scale) / 2) / scale;
  const y = inner.y - (MARGIN + (room.height - inner.height * scale) / 2) / scale;
  return { x, y, width, height };
}

export interface FitCanvas { viewbox(box?: Box): CanvasViewbox; getContainer(): HTMLElement }

/** Fits the diagram on screen beside the canvas's palette (none: the whole canvas). */
export function fitBesidePalette(canvas: FitCanvas): void {
  const { outer, inner } = canvas.viewbox();
  if (!outer.width || !outer.height || !inner.width) return;
  const palette = canvas.getContainer().querySelector('.djs-palette')?.getBoundingClientRect();
  canvas.viewbox(viewboxBesidePalette(outer, inner, palette ? palette.right - canvas.getContainer().getBoundingClientRect().left : 0));
}
