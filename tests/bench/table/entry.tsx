/**
 * The benchmark page: the console's DataTable (src/ui/table) as resource screens use it (default
 * height of 12 rows), with generated rows, as many as `?rows=` says (default 100,000). The bench
 * script drives it through `window.tableBench`.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
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
}

declare global {
  interface Window {
    tableBench: { mountMs: number; select: (ids: string[]) => number };
  }
}

const cities = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安'];
const pad = (n: number) => String(n).padStart(2, '0');

function makeRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    name: `第${i + 1}实验学校`,
    code: `S${String(i + 1).padStart(6, '0')}`,
    city: cities[i % cities.length],
    pupils: String((i * 7919) % 3000),
    updated: `2024-${pad((i % 12) + 1)}-${pad((i % 28) + 1)} 08:00:00`,
  }));
}

const columns: DataColumn<BenchRow>[] = [
  { id: 'name', label: '学校名称', render: (row) => row.name },
  { id: 'code', label: '学校编号', render: (row) => row.code },
  { id: 'city', label: '城市', render: (row) => row.city },
  { id: 'pupils', label: '学生数', render: (row) => row.pupils },
  { id: 'updated', label: '更新时间', render: (row) => row.updated },
];

function Bench({ rows }: { rows: BenchRow[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  // Measures one selection change: React's render and commit, done synchronously.
  window.tableBench.select = (ids) => {
    const start = performance.now();
    flushSync(() => setSelected(ids));
    return performance.now() - start;
  };
  return (
    <DataTable
      label="学校列表"
      columns={columns}
      rows={rows}
      selected={selected}
      onSelectionChange={setSelected}
      emptyText="暂无数据"
      loadingText="加载中…"
    />
  );
}

const count = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const rows = makeRows(count);
window.tableBench = { mountMs: 0, select: () => 0 };
const start = performance.now();
flushSync(() => createRoot(document.getElementById('root')!).render(<Bench rows={rows} />));
window.tableBench.mountMs = performance.now() - start;
