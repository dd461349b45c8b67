/**
 * Group commit in the durable host, over a store whose commits the test settles by hand: the
 * writes served while one commit is being stored go together into the next, and when a commit
 * fails, the writes served over it are refused with it and a read served meanwhile is answered
 * anew, without them, while a session answered before them stays.
 */
import { describe, expect, it, vi } from 'vitest';
import { PATIENCE } from '../../helpers/patience';
import type { Commit, DurableStore } from '../../../mock-server/persist/store';
import { addNotice, loginAdmin, noticeTitles, type Call } from './calls';

interface Held {
  commit: Commit;
  keep(): void;
  refuse(error: unknown): void;
}

/** A host over a store that keeps nothing until told; `held` lists its commits in order. */
async function heldHost(): Promise<{ call: Call; held: Held[]; titles: () => string[] }> {
  vi.resetModules();
  const { respond } = await import('../../../mock-server/handlers');
  const { db } = await import('../../../mock-server/db');
  const { BROWSER_REFUSALS, durableHost } = await import('../../../mock-server/persist/durable');
  const held: Held[] = [];
  const store: DurableStore = {
    load: async () => ({ rows: [], worker: 1 }),
    commit: (commit) => new Promise((keep, refuse) => held.push({ commit, keep, refuse })),
    blob: async () => undefined,
  };
  const host = await durableHost(respond, store, BROWSER_REFUSALS);
  return {
    call: async (path, init) => (await host.serve(new Request(`http://localhost${path}`, init)))!,
    held,
    // What the tables hold now, kept or not: the calls waiting for a commit read nothing yet.
    titles: () => db.rows('notice').map((row) => row.title),
  };
}

/** The titles of the notices a commit stores. */
const noticesIn = (commit: Commit) => commit.rows.filter((row) => row.t === 'notice' && row.j).map((row) => (JSON.parse(row.j!) as { title: string }).title);

/** The nth commit, once the host has made it. */
async function nth(held: Held[], n: number): Promise<Held> {
  await vi.waitFor(() => expect(held.length).toBeGreaterThan(n), { timeout: PATIENCE });
  return held[n]!;
}

/** A held host with the platform administrator signed in (the sign-in's own commit kept). */
async function signedIn() {
  const host = await heldHost();
  const signingIn = loginAdmin(host.call);
  (await nth(host.held, 0)).keep();
  return { ...host, token: await signingIn };
}

describe('group commit', () => {
  it('stores the writes served during a commit together, in the next one', async () => {
    const { call, held, titles, token } = await signedIn();
    const first = addNotice(call, token, '第一条');
    const firstCommit = await nth(held, 1);
    expect(noticesIn(firstCommit.commit)).toEqual(['第一条']);
    const later = [addNotice(call, token, '第二条'), addNotice(call, token, '第三条')];
    await vi.waitFor(() => expect(titles()).toEqual(expect.arrayContaining(['第二条', '第三条'])), { timeout: PATIENCE });
    firstCommit.keep();
    expect(await first).toMatchObject({ success: true });
    const next = await nth(held, 2);
    expect(noticesIn(next.commit).sort()).toEqual(['第三条', '第二条']);
    next.keep();
    expect(await Promise.all(later)).toEqual([expect.objectContaining({ success: true }), expect.objectContaining({ success: true })]);
  });

  it('refuses the writes served over a commit that fails, and answers a read served meanwhile without them', async () => {
    const { call, held, titles, token } = await signedIn();
    const first = addNotice(call, token, '甲');
    const failing = await nth(held, 1);
    const second = addNotice(call, token, '乙');
    const read = noticeTitles(call, token);
    await vi.waitFor(() => expect(titles()).toEqual(expect.arrayContaining(['甲', '乙'])), { timeout: PATIENCE });
    failing.refuse(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    for (const refused of [await first, await second]) expect(refused).toMatchObject({ success: false, msg: expect.stringContaining('存储空间已满') });
    const seen = await read;
    expect(seen).not.toContain('甲');
    expect(seen).not.toContain('乙');
    expect(titles()).not.toEqual(expect.arrayContaining(['甲']));
  });

  it('keeps a sign-in answered over a failed commit through a later refused write, and stores it with the next commit kept', async () => {
    const { call, held } = await heldHost();
    const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const signingIn = loginAdmin(call);
    (await nth(held, 0)).refuse(full());
    const token = await signingIn;
    const refused = addNotice(call, token, '丙');
    (await nth(held, 1)).refuse(full());
    expect(await refused).toMatchObject({ success: false, msg: expect.stringContaining('存储空间已满') });
    // Still signed in: the refusal undid the notice, not the session, which goes with the next commit.
    const written = addNotice(call, token, '丁');
    const next = await nth(held, 2);
    expect(next.commit.rows.filter((row) => row.t === 'oauth_session' && row.j?.includes(token))).toHaveLength(1);
    next.keep();
    expect(await written).toMatchObject({ success: true });
  });
});
