/** The designer opens with the whole diagram beside the tool palette, not under it. */
import { describe, expect, it } from 'vitest';
import { viewboxBesidePalette } from '../../src/features/flow/designer/fit';

/** Where a diagram point lands on screen, in px from the canvas's top left. */
const onScreen = (box: { x: number; y: number; width: number }, outerWidth: number, point: { x: number; y: number }) => {
  const scale = outerWidth / box.width;
  return { x: (point.x - box.x) * scale, y: (point.y - box.y) * scale };
};

describe('fitting the diagram', () => {
  it.each([
    ['the seeded leave process, wider than the canvas', { x: 100, y: 120, width: 1126, height: 288 }],
    ['a small new process', { x: 150, y: 80, width: 400, height: 100 }],
  ])('shows %s whole, right of a 48 px palette', (_what, inner) => {
    const outer = { width: 900, height: 500 };
    const box = viewboxBesidePalette(outer, inner, 48);
    const topLeft = onScreen(box, outer.width, inner);
    const bottomRight = onScreen(box, outer.width, { x: inner.x + inner.width, y: inner.y + inner.height });
    expect(topLeft.x).toBeGreaterThanOrEqual(48);
    expect(topLeft.y).toBeGreaterThanOrEqual(0);
    expect(bottomRight.x).toBeLessThanOrEqual(outer.width);
    expect(bottomRight.y).toBeLessThanOrEqual(outer.height);
    // Never enlarged past 100 %.
    expect(outer.width / box.width).toBeLessThanOrEqual(1);
  });
});
