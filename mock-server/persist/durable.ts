/**
 * A host whose data outlives it: the handlers run one call at a time over the database, and
 * after each call the rows it changed (rows.ts) and the files it uploaded are committed to the
 * store in one piece, before a write is answered. A write that cannot be committed is undone in
 * the tables and refused with a BladeX envelope saying why and what to do. A read's by-products
 * (its api-log row, a captcha) are committed with the next write or shortly after the read, and
 * when they cannot be committed the read is answered all the same and they wait for the next commit; so is signing in and out, so that with a full store an
 * administrator can still sign in to delete records or reset the demo data (that session then
 * lasts until the page is closed, unless a later commit succeeds).
 *
 * One call at a time, because a call's changes are found by comparing the tables after it with
 * what is stored: calls interleaving at their awaits would mix their changes. Rows that another
 * writer stored (another tab) are taken in between calls (`take`).
 */
import { getResponse, http, type RequestHandler } from 'msw';
import { db } from '../db';
import { fail } from '../envelope';
import { randomInt } from '../random';
import { isApiPath } from '../handlers/routing';
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

/** Loads what the store holds into the database (which must hold the fixtures) and serves `handlers` over it. */
export async function durableHost(
  handlers: RequestHandler[],
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

  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  /**
   * Commits what changed since the last commit: undefined once kept, else why not. What a write
   * changed is put back when it cannot be kept; what a read changed waits for the next commit.
   */
  async function commit(write: boolean): Promise<unknown> {
    const changes = rows.changes();
    const blobs = files.take();
    if (changes.rows.length === 0 && blobs.length === 0) return undefined;
    try {
      if (unusable !== undefined) throw unusable;
      await store.commit({ rows: changes.rows, blobs, reset: changes.reset });
    } catch (error) {
      if (write) rows.rollback(changes.rows);
      return error ?? new Error('commit failed');
    }
    rows.accept(changes.rows);
    committed(changes.rows, write);
    return undefined;
  }

  /**
   * A read's by-products are committed together, at most READ_COMMIT_MS after the first of them
   * (or with the next write, whichever comes first): comparing the touched tables and syncing the
   * store after every read held each call behind the one before for several milliseconds, and
   * under 200 concurrent clients queued them for seconds. Nothing answered waits for these rows.
   */
  let readCommit: ReturnType<typeof setTimeout> | undefined;
  function commitReadsSoon(): void {
    readCommit ??= setTimeout(() => {
      readCommit = undefined;
      void oneAtATime(() => commit(false));
    }, READ_COMMIT_MS);
  }

  /** Answers through `answer`; a write or sign-in commits first (the next call starts after the commit). */
  async function serve(request: Request, answer: (response: Response | undefined) => void): Promise<void> {
    const response = await getResponse(handlers, request);
    const waits = waitsFor(request);
    if (waits === 'nothing') {
      answer(response);
      return commitReadsSoon();
    }
    const failure = await commit(waits === 'kept');
    if (failure === undefined || waits !== 'kept') return answer(response);
    console.warn('[mock-server] could not store the changes of', request.method, request.url, failure);
    answer(fail(isStorageFull(failure) ? refusals.full : refusals.unavailable, 500));
  }

  return {
    handlers: [http.all(
      ({ request }) => isApiPath(new URL(request.url).pathname),
      ({ request }) => new Promise<Response | undefined>((answer, reject) => void oneAtATime(() => serve(request, answer)).catch(reject)),
    )],
    take: (changes) => oneAtATime(async () => rows.apply(changes)),
    run: (work) => oneAtATime(async () => {
      await work();
      return (await commit(true)) === undefined;
    }),
  };
}
