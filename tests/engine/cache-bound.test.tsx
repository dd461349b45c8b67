import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize, type Cache } from 'swr';
import { describe, expect, it } from 'vitest';
import { boundedCache } from '../../src/engine/cache-bound';

type Fetcher = (key: readonly [string, string]) => Promise<string>;

function Answer({ id, fetcher }: { id: string; fetcher: Fetcher }) {
  const { data } = useSWR(['answer', id] as const, fetcher);
  return <p>{data ?? `${id}…`}</p>;
}

/** Hooks under a cache of their own bounded to `limit`; `show` mounts the answers named, and only those. */
function answers(limit: number) {
  const cache: Cache = new Map();
  const asked: string[] = [];
  const fetcher: Fetcher = async ([, id]) => {
    asked.push(id);
    return `answer ${id}`;
  };
  const tree = (ids: string[]) => (
    <SWRConfig value={{ provider: () => cache, use: [boundedCache(limit)], dedupingInterval: 0, revalidateIfStale: false }}>
      {ids.map((id) => <Answer key={id} id={id} fetcher={fetcher} />)}
    </SWRConfig>
  );
  const mounted = render(tree([]));
  const show = async (...ids: string[]) => {
    mounted.rerender(tree(ids));
    for (const id of ids) await screen.findByText(`answer ${id}`);
  };
  const kept = () => [...cache.keys()].map((key) => ids.find((id) => unstable_serialize(['answer', id]) === key));
  const ids = ['a', 'b', 'c', 'd'];
  return { show, kept, asked };
}

describe('the bounded answer cache', () => {
  it('drops the answers shown least recently once over its limit, and fetches a dropped one again', async () => {
    const { show, kept, asked } = answers(2);
    for (const id of ['a', 'b', 'c', 'd']) await show(id);
    await show();
    expect(kept()).toEqual(['c', 'd']);
    await show('a');
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'a']);
    // Shown again, c is kept behind the answer shown just now; d, shown before it, goes.
    await show('c');
    await show();
    expect(kept()).toEqual(['a', 'c']);
  });

  it('never drops an answer a mounted hook shows, however long ago it came', async () => {
    const { show, kept } = answers(2);
    await show('a', 'b');
    await show('a', 'c');
    await show('a', 'd');
    expect(kept()).toContain('a');
    expect(kept()).not.toContain('b');
  });
});
