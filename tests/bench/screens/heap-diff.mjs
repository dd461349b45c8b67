// What stays in the page's heap between two moments: heap snapshots over Chromium's DevTools
// protocol, compared by object id (ids are stable within one page), the objects of the second that
// the first did not hold, grouped by constructor. `BENCH_HEAP_DIFF=1 npm run bench screens` prints
// them for the closed tabs.

async function snapshot(page) {
  const cdp = await page.context().newCDPSession(page);
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    await cdp.detach();
  }
  return JSON.parse(chunks.join(''));
}

/** Each node of a snapshot: id, type, name, self size. */
function* nodes({ snapshot: { meta }, nodes: flat, strings }) {
  const fields = meta.node_fields;
  const [type, name, id, size] = ['type', 'name', 'id', 'self_size'].map((f) => fields.indexOf(f));
  const types = meta.node_types[0];
  for (let i = 0; i < flat.length; i += fields.length) {
    yield { id: flat[i + id], type: types[flat[i + type]], name: strings[flat[i + name]], size: flat[i + size] };
  }
}

/** Takes the first snapshot; `since()` takes the second and returns the top `limit` groups of new objects by size. */
export async function heapSince(page) {
  const before = new Set();
  for (const node of nodes(await snapshot(page))) before.add(node.id);
  return async (limit = 25) => {
    const groups = new Map();
    for (const node of nodes(await snapshot(page))) {
      if (before.has(node.id)) continue;
      const key = `${node.type} ${node.type === 'string' || node.type === 'concatenated string' ? '' : node.name.slice(0, 80)}`;
      const group = groups.get(key) ?? { key, count: 0, size: 0 };
      group.count++;
      group.size += node.size;
      groups.set(key, group);
    }
    return [...groups.values()].sort((a, b) => b.size - a.size).slice(0, limit);
  };
}
