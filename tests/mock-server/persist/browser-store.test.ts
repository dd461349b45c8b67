/**
 * The browser host's store over a fake IndexedDB: each "tab" is the mock loaded anew (its own
 * database in memory, as each browser tab has), all over one IndexedDB database and one
 * BroadcastChannel, as the tabs of a browser profile are.
 */
import 'fake-indexeddb/auto';
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PATIENCE } from '../../helpers/patience';
import { db } from '../../../mock-server/db';
import type { DurableStore } from '../../../mock-server/persist/store';
import { addNotice, loginAdmin, noticeTitles, type Call } from './calls';

/** A tab of the console's mock over the store `name`; `wrap` may stand between it and the store. */
async function openTab(name: string, wrap: (store: DurableStore) => DurableStore = (store) => store): Promise<Call> {
  vi.resetModules();
  const { respond } = await import('../../../mock-server/handlers');
  const { BROWSER_REFUSALS, durableHost } = await import('../../../mock-server/persist/durable');
  const { indexedDbStore } = await import('../../../mock-server/persist/indexeddb-store');
  const { tabChannel } = await import('../../../mock-server/persist/tabs');
  const { carryOver } = await import('../../../mock-server/persist/carry-over');
  const tabs = tabChannel(name);
  const host = await durableHost(respond, wrap(indexedDbStore(name)), BROWSER_REFUSALS, (rows, written) => tabs.post(rows, written));
  await carryOver(host);
  tabs.connect(host, () => undefined);
  return async (path, init) => (await getResponse(host.handlers, new Request(`http://localhost${path}`, init)))!;
}

describe('the embedded mock in IndexedDB', () => {
  it('keeps both tabs\' writes, each tab sees the other\'s, and a reload sees both', async () => {
    const [a, b] = [await openTab('two-tabs'), await openTab('two-tabs')];
    const [tokenA, tokenB] = [await loginAdmin(a), await loginAdmin(b)];
    const answers = await Promise.all([addNotice(a, tokenA, '甲标签页的通知'), addNotice(b, tokenB, '乙标签页的通知')]);
    expect(answers.map((answer) => answer.success)).toEqual([true, true]);
    const both = expect.arrayContaining(['甲标签页的通知', '乙标签页的通知']);
    await vi.waitFor(async () => expect(await noticeTitles(a, tokenA)).toEqual(both), { timeout: PATIENCE });
    await vi.waitFor(async () => expect(await noticeTitles(b, tokenB)).toEqual(both), { timeout: PATIENCE });
    const reloaded = await openTab('two-tabs');
    // The session was stored too: the reloaded tab goes on with tab A's token.
    expect(await noticeTitles(reloaded, tokenA)).toEqual(both);
  });

  it('refuses a write it cannot store, saying why, and loses nothing acknowledged', async () => {
    const full = { on: false };
    const fills = (store: DurableStore): DurableStore => ({
      ...store,
      commit: (commit) => (full.on ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : store.commit(commit)),
    });
    const tab = await openTab('full', fills);
    const token = await loginAdmin(tab);
    expect((await addNotice(tab, token, '已保存的通知')).success).toBe(true);
    full.on = true;
    const refused = await addNotice(tab, token, '放不下的通知', '长'.repeat(100_000));
    expect(refused).toMatchObject({ success: false, msg: expect.stringContaining('存储空间已满') });
    expect(refused.msg).toContain('重置演示数据');
    // Reads are still answered, and signing in (to delete records or reset the demo data); the
    // refused row is gone from the tab too.
    expect(await loginAdmin(tab)).toMatch(/^[0-9a-f]{48}$/);
    expect(await noticeTitles(tab, token)).toEqual(expect.arrayContaining(['已保存的通知']));
    expect(await noticeTitles(tab, token)).not.toContain('放不下的通知');
    full.on = false;
    const reloaded = await noticeTitles(await openTab('full'), token);
    expect(reloaded).toContain('已保存的通知');
    expect(reloaded).not.toContain('放不下的通知');
  });

  it('carries the old localStorage snapshot over once', async () => {
    db.table('notice').push({ ...db.table('notice').find((row) => row.tenantId === '100001')!, id: db.nextId(), title: '旧快照里的通知' });
    localStorage.setItem('saber-mock-db', db.snapshot());
    const tab = await openTab('carried');
    expect(await noticeTitles(tab, await loginAdmin(tab))).toContain('旧快照里的通知');
    expect(localStorage.getItem('saber-mock-db')).toBeNull();
  });
});
