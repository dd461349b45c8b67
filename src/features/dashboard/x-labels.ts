/**
 * How a chart's axes fit their labels. The x axis names every category (一年级 to 六年级, the
 * seven states of a stage plan, the weeks), upright where the labels fit side by side, else
 * slanted; the y axis is as wide as its widest number.
 */

/** The height of a line of axis text, and what a label needs beside its neighbours. */
const LINE = 14;
const GAP = 8;
/** The x axis's height when its labels stand upright (uPlot's own default). */
export const UPRIGHT_SIZE = 50;

/** How the x axis names its points (see xLabels). */
export interface XLabels {
  /** The labels slant (45°): side by side they would run together. */
  slant: boolean;
  /** Every how many points a label shows: 1, every one, unless even slanted they would overlap. */
  step: number;
  /** The axis's height, for the slanted text. */
  size: number;
}

/**
 * How labels of these widths fit under a plot this wide: upright where they fit side by side,
 * else slanted, so every category is named (一年级 to 六年级, the weeks); only where even slanted
 * lines would overlap (more labels than lines fit) are some left out.
 */
export function xLabels(plotWidth: number, widths: readonly number[]): XLabels {
  const spacing = plotWidth / Math.max(1, widths.length);
  const widest = Math.max(0, ...widths);
  if (!(spacing > 0) || widest + GAP <= spacing) return { slant: false, step: 1, size: UPRIGHT_SIZE };
  // Slanted at 45°, neighbouring lines stand spacing/√2 apart: they overlap below LINE.
  const step = Math.max(1, Math.ceil((LINE * Math.SQRT2) / spacing));
  return { slant: true, step, size: Math.ceil(widest * Math.SQRT1_2 + LINE * 2) };
}

/** uPlot's tick length and the gap between a tick and its label, on each side of the label. */
const TICK = 10;
const TICK_GAP = 5;

/**
 * The y axis's width for numbers this wide: the widest whole, with its tick and gaps (uPlot's
 * fixed 50 px cut a district's 40000 off at the chart's left edge).
 */
export function yAxisSize(widths: readonly number[]): number {
  return Math.ceil(Math.max(0, ...widths) + TICK + 2 * TICK_GAP);
}
