/**
 * The benchmark page: the console's DataTable (src/ui/table) as resource screens use it (default
 * height of 12 rows), with generated rows. `?rows=N` shows a flat list of N rows (default
 * 100,000); `?tree=N` a tree of N rows: top-level rows of 24 children each (every tenth one's
 * children not loaded yet), every fourth one expanded (a "loading" stand-in under it when
 * expanded), as the region and department screens show them; `?pages` shows nothing until
 * `tableBench.mountPage` mounts a table. The bench script drives it through `window.tableBench`.
 */
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { DataTable } from '../../../src/ui/table/DataTable';
import type { DataColumn } from '../../../src/ui/table/types';
import '../../../src/ui/table/table.css';
import '../../../src/ui/theme.css';

interface BenchRow {
  id: string;
  name: string;
  code: string;
  city: string;
  pupils: string;
  updated: string;
  children?: BenchRow[];
  hasChildren?: boolean;
}

declare global {
  interface Window {
    tableBench: {
      mountMs: number;
      select: (ids: string[]) => number;
      selected: () => string[];
      /** Mounts a table of `rows` rows beside nothing else, and unmounts it: ms until its rows are in the DOM. */
      mountPage: (rows: number) => Promise<number>;
    };
  }
}

const cities = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安'];
const pad = (n: number) => String(n).padStart(2, '0');

const makeRow = (i: number): BenchRow => ({
  id: String(i + 1),
  name: `第${i + 1}实验学校`,
  code: `S${String(i + 1).padStart(6, '0')}`,
  city: cities[i % cities.length],
  pupils: String((i * 7919) % 3000),
  updated: `2024-${pad((i % 12) + 1)}-${pad((i % 28) + 1)} 08:00:00`,
});

const makeRows = (count: number): BenchRow[] => Array.from({ length: count }, (_, i) => makeRow(i));

const CHILDREN = 24;

/** `count` rows in all: top-level rows with CHILDREN children each; the expanded ones' ids. */
function makeTree(count: number): { rows: BenchRow[]; expanded: string[] } {
  const rows: BenchRow[] = [];
  const expanded: string[] = [];
  for (let i = 0, top = 0; i < count; top++) {
    const row = makeRow(i++);
    if (top % 10 === 9) row.hasChildren = true;
    else {
      row.children = makeRows(Math.min(CHILDREN, count - i)).map((child, c) => ({ ...child, id: `${row.id}-${c + 1}` }));
      i += row.children.length;
    }
    if (top % 4 === 0) expanded.push(row.id);
    rows.push(row);
  }
  return { rows, expanded };
}

const columns: DataColumn<BenchRow>[] = [
  { id: 'name', label: '学校名称', render: (row) => row.name },
  { id: 'code', label: '学校编号', render: (row) => row.code },
  { id: 'city', label: '城市', render: (row) => row.city },
  { id: 'pupils', label: '学生数', render: (row) => row.pupils },
  { id: 'updated', label: '更新时间', render: (row) => row.updated },
];

function Bench({ rows, expanded: initiallyExpanded }: { rows: BenchRow[]; expanded?: string[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(initiallyExpanded);
  // Measures one selection change: React's render and commit, done synchronously.
  window.tableBench.select = (ids) => {
    const start = performance.now();
    flushSync(() => setSelected(ids));
    return performance.now() - start;
  };
  window.tableBench.selected = () => selected;
  // Stable, as ResourceView's selection callback is.
  const onSelectionChange = useCallback((ids: string[]) => setSelected(ids), []);
  return (
    <DataTable
      label="学校列表"
      columns={columns}
      rows={rows}
      selected={selected}
      onSelectionChange={onSelectionChange}
      emptyText="暂无数据"
      loadingText="加载中…"
      tree={expanded && { expanded, onExpandedChange: setExpanded }}
    />
  );
}

const params = new URLSearchParams(location.search);
const tree = params.get('tree');

/**
 * Renders the bench in `element`: its root, and the ms until its first rows are in the DOM
 * (React Aria may add them a render later).
 */
function mount(element: HTMLElement, rows: BenchRow[], expanded?: string[]) {
  const start = performance.now();
  const root = createRoot(element);
  // Inside React Aria's I18nProvider, as the console's layout renders every screen: without it each
  // of React Aria's locale hooks would watch the browser's language by itself (about 0.6 ms a row).
  flushSync(() => root.render(<I18nProvider locale="zh-CN"><Bench rows={rows} expanded={expanded} /></I18nProvider>));
  const shown = new Promise<number>((resolve) => {
    const check = () => (element.querySelector('.data-table-row') ? resolve(performance.now() - start) : requestAnimationFrame(check));
    check();
  });
  return { root, shown };
}

window.tableBench = {
  mountMs: 0,
  select: () => 0,
  selected: () => [],
  mountPage: async (count) => {
    const element = document.createElement('div');
    document.getElementById('root')!.append(element);
    const { root, shown } = mount(element, makeRows(count));
    const ms = await shown;
    root.unmount();
    element.remove();
    return ms;
  },
};
if (!params.has('pages')) {
  const data = tree ? makeTree(Number(tree)) : { rows: makeRows(Number(params.get('rows') ?? 100_000)), expanded: undefined };
  void mount(document.getElementById('root')!, data.rows, data.expanded).shown.then((ms) => (window.tableBench.mountMs = ms));
}
