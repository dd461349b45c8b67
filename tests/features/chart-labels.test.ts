/** A chart's x axis names every category: upright where the labels fit, else slanted. */
import { describe, expect, it } from 'vitest';
import { xLabels } from '../../src/features/dashboard/x-labels';

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
