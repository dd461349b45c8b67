/**
 * A host whose data outlives it: the handlers run one call at a time over the database, and the
 * rows calls changed (rows.ts) and the files they uploaded are committed to the store, a write
 * answered only once its changes are kept. Commits are grouped: while one is being stored, calls
 * go on being served, and the writes among them wait to be stored together by the next commit, so
 * many writes share one store sync (an fsync on disk) and nobody's read waits behind it. A commit
 * that cannot be kept undoes, in the tables, every change not yet kept (of its writes and of any
 * served since) and refuses those writes with a BladeX envelope saying why and what to do; the
 * other calls served since (reads, sign-ins) are answered anew over the tables as they are then.
 *
 * A read is answered at once unless a write is waiting to be kept: then it waits for that write's
 * commit, so no answer ever shows what a crash could still lose. A read's by-products (its api-log
 * row, a captcha) are committed with the next write or at most READ_COMMIT_MS after the read; so
 * are a sign-in's and a sign-out's session, which are answered even when their commit fails, so
 * that with a full store an administrator can still sign in to delete records or reset the demo
 * data. Such a session lasts while the host runs (a later write's refusal undoes that write, not
 * the session) and is stored by the next commit that succeeds.
 *
 * One call at a time, because changes are found by comparing the tables with what is stored:
 * a commit's comparison must not see a call half done. Rows that another writer stored (another
 * tab) are taken in between commits (`take`).
 */
import type { RequestHandler } from 'msw';
import { db } from '../db';
import { fail } from '../envelope';
import { randomInt } from '../random';
import { routerHandler, type Respond } from '../handlers/routing';
import { setBlobStore } from '../storage/blobs';
import { rowTracker, type RowChange } from './rows';
import { stagedBlobs } from './staged-blobs';
import { isStorageFull, type DurableStore } from './store';

/** What a refused write says, by why its store refused it; each host words what its user can do. */
export interface Refusals {
  full: string;
  unavailable: string;
}

/** The browser host's words (the mock has no language of its own: zh, as BladeX answers). */
export const BROWSER_REFUSALS: Refusals = {
  full: '存储空间已满,本次操作未保存。请删除不需要的记录或重置演示数据,也可改用独立的模拟服务(npm run mock-server),它把数据存在磁盘上。',
  unavailable: '数据存储不可用,本次操作未保存。请确认浏览器允许本站存储数据(无痕模式可能不允许),或重置演示数据,也可改用独立的模拟服务(npm run mock-server)。',
};

export interface DurableHost {
  /** The one handler to serve in place of `handlers`. */
  handlers: RequestHandler[];
  /** Answers a call as `handlers` do (undefined for a path outside /api), for hosts that need no msw. */
  serve(request: Request): Promise<Response | undefined>;
  /** Takes in rows another writer committed to the same store. */
  take(rows: readonly RowChange[]): Promise<void>;
  /** Runs `work` over the database between calls and commits what it changed; whether it was kept. */
  run(work: () => unknown): Promise<boolean>;
}

const READ_COMMIT_MS = 200;

const SIGN_IN_OR_OUT = /^\/api\/blade-auth\/(?:oauth\/)?(?:token|logout)$/;

/**
 * What a call's answer waits for: a write, for its changes to be kept (else it is refused); a
 * sign-in or out, for its session to be stored (a reload right after must find it) but not
 * refused without; a read, for nothing (its by-products are committed with the next commit).
 */
type Waits = 'kept' | 'stored' | 'nothing';

function waitsFor(request: Request): Waits {
  if (request.method === 'GET' || request.method === 'HEAD') return 'nothing';
  return SIGN_IN_OR_OUT.test(new URL(request.url).pathname) ? 'stored' : 'kept';
}

/** Loads what the store holds into the database (which must hold the fixtures) and serves `respond` over it. */
export async function durableHost(
  respond: Respond,
  store: DurableStore,
  refusals: Refusals,
  /** Told of each commit; `written` when a write made it (not only a read's by-products: its api-log row). */
  committed: (rows: readonly RowChange[], written: boolean) => void = () => undefined,
): Promise<DurableHost> {
  let unusable: unknown;
  const loaded = await store.load(db.seedFingerprint()).catch((error: unknown) => {
    // No store (a browser that allows no IndexedDB here): the fixtures are served, every write refused.
    console.warn('[mock-server] the data store cannot be opened', error);
    unusable = error;
    return { rows: [], worker: randomInt(0, 1024) };
  });
  db.setWorker(loaded.worker);
  const rows = rowTracker();
  rows.apply(loaded.rows);
  const files = stagedBlobs((key) => store.blob(key));
  setBlobStore(files.store);

  const oneAtATime = serially();
  /** Commits and taking in other writers' rows, one at a time: each compares with what is stored. */
  const oneCommitAtATime = serially();

  /** Answers waiting for the next commit, and how many of them are writes. */
  const waiting: Waiter[] = [];
  let unkeptWrites = 0;
  /**
   * Rows answered though their commit failed (a sign-in's session, a read's api-log row), by table
   * and key, as answered: a later write's refusal undoes its own changes, not these (undoing a
   * session signed the caller out), and the next commit that succeeds stores them.
   */
  const answeredUnkept = new Map<string, string | null>();
  const idOf = (change: RowChange) => `${change.t}\n${change.k}`;
  let commitQueued = false;

  /** Has the next commit made once the one under way (if any) is done: it takes every answer waiting. */
  function commitSoon(): void {
    if (commitQueued) return;
    commitQueued = true;
    void oneCommitAtATime(async () => {
      commitQueued = false;
      await commitWaiting();
    });
  }

  /**
   * Stores what changed since the last commit and settles the answers that waited for it. Calls
   * go on being served while the store syncs; their changes wait for the next commit.
   */
  async function commitWaiting(): Promise<void> {
    const { waiters, changes, blobs } = await oneAtATime(async () => ({ waiters: waiting.splice(0), changes: rows.changes(), blobs: files.take() }));
    const writes = waiters.filter((w) => w.waits === 'kept').length;
    let failure: unknown;
    if (changes.rows.length > 0 || blobs.length > 0) {
      try {
        if (unusable !== undefined) throw unusable;
        await store.commit({ rows: changes.rows, blobs, reset: changes.reset });
        rows.accept(changes.rows);
        for (const change of changes.rows) answeredUnkept.delete(idOf(change));
        committed(changes.rows, writes > 0);
      } catch (error) {
        failure = error ?? new Error('commit failed');
      }
    }
    const undone = failure !== undefined && writes > 0;
    if (failure !== undefined && !undone) for (const change of changes.rows) answeredUnkept.set(idOf(change), change.j);
    if (undone) {
      // The calls served since were answered over the changes undone here: their changes are
      // undone too, their writes refused and their other answers made again.
      const later = await oneAtATime(async () => {
        // Compared again: what differs from the store now is this commit's changes and theirs.
        rows.rollback(rows.changes().rows.filter((change) => answeredUnkept.get(idOf(change)) !== change.j));
        files.take();
        return waiting.splice(0);
      });
      waiters.push(...later);
      console.warn('[mock-server] could not store the changes of', waiters.filter((w) => w.waits === 'kept').length, 'writes', failure);
    }
    unkeptWrites -= waiters.filter((w) => w.waits === 'kept').length;
    for (const waiter of waiters) waiter.settle({ failure, undone });
  }

  /**
   * A read's by-products are committed at most READ_COMMIT_MS after the first of them, or with
   * the next write: comparing the touched tables and syncing the store after every read held each
   * call behind the one before, and under 200 concurrent clients queued them for seconds.
   */
  let readCommit: ReturnType<typeof setTimeout> | undefined;
  function commitReadsSoon(): void {
    readCommit ??= setTimeout(() => {
      readCommit = undefined;
      commitSoon();
    }, READ_COMMIT_MS);
  }

  /** Has `settle` called after the next commit, with how it went. */
  function waitForCommit(waits: Waits, settle: (outcome: Outcome) => void): void {
    if (waits === 'kept') unkeptWrites += 1;
    waiting.push({ waits, settle });
    commitSoon();
  }

  /**
   * The answer to a call, once what it needs kept is kept: a write that cannot be is refused, and
   * any other answer made over changes that were then undone is made again.
   */
  async function serve(request: Request): Promise<Response | undefined> {
    const needs = waitsFor(request);
    // A sign-in's body is read as it is served; a read has none.
    const again = needs === 'stored' ? request.clone() : request;
    const { response, waits } = await oneAtATime(async () => {
      const answer = await respond(request);
      if (needs === 'nothing' && unkeptWrites === 0) {
        commitReadsSoon();
        return { response: answer, waits: undefined };
      }
      return { response: answer, waits: new Promise<Outcome>((settle) => waitForCommit(needs, settle)) };
    });
    const outcome = await waits;
    if (!outcome?.undone) return response;
    if (needs !== 'kept') return serve(again);
    return fail(isStorageFull(outcome.failure) ? refusals.full : refusals.unavailable, 500);
  }

  return {
    handlers: [routerHandler(serve)],
    serve,
    take: (changes) => oneCommitAtATime(() => oneAtATime(async () => rows.apply(changes))),
    run: async (work) => {
      // Wrapped: a promise returned as is would hold the calls' queue until the commit, which needs it.
      const { kept } = await oneAtATime(async () => {
        await work();
        return { kept: new Promise<Outcome>((settle) => waitForCommit('kept', settle)) };
      });
      return !(await kept).undone;
    },
  };
}

/** How the commit an answer waited for went: `undone` when it failed and its writes were undone. */
interface Outcome {
  failure: unknown;
  undone: boolean;
}

interface Waiter {
  waits: Waits;
  settle(outcome: Outcome): void;
}

/** Runs the work given to it one piece at a time, in the order given. */
function serially(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
}
