/**
 * One chart of the home page, drawn by uPlot (a small canvas charting library, fetched with this
 * module only when the home page shows a chart). Bars or a line over labelled points, in the
 * console's colours: read from the page's CSS variables, so the chart follows the colour picker
 * and the light or dark theme (it is drawn again when either changes) and its legend reads in
 * the console's language. The numbers are also given as a table: for screen readers, and shown
 * instead of the chart where the browser cannot draw on a canvas.
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import { useSnapshot } from 'valtio';
import { layout } from '../../core/layout';
import { language, useT } from '../../i18n';
import type { ChartData } from './reading';
import { UPRIGHT_SIZE, xLabels, yAxisSize, type XLabels } from './x-labels';

const HEIGHT = 220;

/** uPlot's own stylesheet, added to the page once, with the first chart. */
function addStyles(): void {
  if (document.getElementById('uplot-css')) return;
  const style = document.createElement('style');
  style.id = 'uplot-css';
  style.textContent = uPlotCss;
  document.head.append(style);
}

/** Whether the browser draws on a canvas: where it does not, the numbers' table is shown instead. */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

const AXIS_FONT = '11px system-ui, sans-serif';
/** How wide each text is drawn in the axis font. */
function widthsOf(u: uPlot, texts: readonly string[]): number[] {
  u.ctx.save();
  u.ctx.font = AXIS_FONT;
  const widths = texts.map((text) => u.ctx.measureText(text).width);
  u.ctx.restore();
  return widths;
}

/** The x labels' layout of a plot: the plot is the width less the y axis beside it (laid out, or as wide as uPlot's default before). */
function xLabelsOf(u: uPlot, labels: readonly string[]): XLabels {
  const plot = u.bbox.width > 0 ? u.bbox.width / uPlot.pxRatio : u.width - UPRIGHT_SIZE;
  return xLabels(plot, widthsOf(u, labels));
}

const cssVar = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

function options(element: HTMLElement, data: ChartData, kind: 'bars' | 'line', width: number, lang: 'zh' | 'en'): uPlot.Options {
  const text = cssVar(element, '--text') || '#1f2a24';
  const grid = cssVar(element, '--border') || '#dfe5e1';
  const palette = [cssVar(element, '--primary') || '#566f61', cssVar(element, '--warning') || '#b7791f', cssVar(element, '--success') || '#2f855a'];
  // Two series stand side by side, one left and one right of their label; one stands centred.
  const group = data.series.length;
  const bars = (i: number) => uPlot.paths.bars!({ size: [0.7 / group, 40], gap: 2, align: group === 1 ? 0 : i === 0 ? -1 : 1 });
  return {
    width,
    height: HEIGHT,
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] } },
    axes: [
      {
        stroke: text, grid: { show: false }, ticks: { stroke: grid }, font: AXIS_FONT,
        splits: () => data.labels.map((_, i) => i),
        values: (u, splits) => {
          const { step } = xLabelsOf(u, data.labels);
          return splits.map((i) => (i % step === 0 ? data.labels[i] ?? '' : ''));
        },
        rotate: (u) => (xLabelsOf(u, data.labels).slant ? -45 : 0),
        size: (u) => xLabelsOf(u, data.labels).size,
      },
      {
        stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, font: AXIS_FONT,
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
        size: (u, values) => yAxisSize(widthsOf(u, values ?? [])),
      },
    ],
    series: [
      { label: '', value: (_u, i) => (i === null ? '' : data.labels[i] ?? '') },
      ...data.series.map((series, i) => ({
        label: series.label[lang],
        stroke: palette[i % palette.length],
        width: kind === 'line' ? 2 : 1,
        fill: kind === 'bars' ? palette[i % palette.length] : `color-mix(in srgb, ${palette[i % palette.length]} 15%, transparent)`,
        paths: kind === 'bars' ? bars(i) : undefined,
        points: { show: kind === 'line' },
      })),
    ],
  };
}

export default function Chart({ data, kind, label }: { data: ChartData; kind: 'bars' | 'line'; label: string }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const { theme, color } = useSnapshot(layout);
  const lang = useSnapshot(language).current;
  const [drawn] = useState(canDraw);
  useEffect(() => {
    const element = host.current;
    if (!element || !drawn) return;
    addStyles();
    const width = Math.max(240, element.clientWidth);
    const plot = new uPlot(options(element, data, kind, width, lang), [data.labels.map((_, i) => i), ...data.series.map((s) => s.values)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, kind, theme, color, lang, drawn]);
  return (
    <figure className="chart">
      {drawn && <div ref={host} className="chart-canvas" role="img" aria-label={label} />}
      <table className={drawn ? 'visually-hidden' : 'chart-table'}>
        <caption>{label}</caption>
        <thead><tr><th>{t('dashboard.chartLabel')}</th>{data.series.map((s) => <th key={s.label.en}>{s.label[lang]}</th>)}</tr></thead>
        <tbody>{data.labels.map((name, i) => <tr key={name + i}><th>{name}</th>{data.series.map((s) => <td key={s.label.en}>{s.values[i]}</td>)}</tr>)}</tbody>
      </table>
    </figure>
  );
}
