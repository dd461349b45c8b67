/** A chart's x axis names every category: upright where the labels fit, else slanted; its y axis fits its numbers. */
import { describe, expect, it } from 'vitest';
import { xLabels, yAxisSize } from '../../src/features/dashboard/x-labels';

// 待启动 … 已暂停: seven labels of three characters, 33 px each at the axis's 11 px font.
const states = Array.from({ length: 7 }, () => 33);

describe('the x axis', () => {
  it('names every point upright where the labels fit side by side', () => {
    expect(xLabels(320, states)).toEqual({ slant: false, step: 1, size: 50 });
  });

  it('slants the labels rather than leave categories out, on a narrow card', () => {
    expect(xLabels(210, states)).toMatchObject({ slant: true, step: 1 });
  });

  it('leaves some out only where even slanted lines would overlap', () => {
    expect(xLabels(100, states).step).toBe(2);
  });
});

describe('the y axis', () => {
  it('is as wide as its widest number, with the tick and the gaps beside it', () => {
    // 40000 at 11 px is about 31 px wide: uPlot's fixed 50 px less its tick and gaps left 30.
    expect(yAxisSize([7, 25.5, 31.2])).toBe(52);
    expect(yAxisSize([])).toBe(20);
  });
});
