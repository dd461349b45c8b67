/** What a durable host's store does: the IndexedDB store in the browser, the journal on disk in Node. */
import type { StoredBlob } from '../storage/blobs';
import type { RowChange } from './rows';

/** An uploaded file written (blob) or removed (null). */
export interface BlobChange {
  key: string;
  blob: StoredBlob | null;
}

/** What one call changed, kept all together or not at all. */
export interface Commit {
  rows: readonly RowChange[];
  blobs: readonly BlobChange[];
  /** The seed came back before these rows changed: the store drops every row it held first. */
  reset: boolean;
}

export interface Loaded {
  /** Every row stored that differs from the fixtures. */
  rows: RowChange[];
  /** This database's number among those writing to the store (db.setWorker). */
  worker: number;
}

export interface DurableStore {
  /** What is stored; a store written over other seeds (`seed`, db.seedFingerprint) is emptied first. */
  load(seed: string): Promise<Loaded>;
  /** Resolves once the commit is kept for good; rejects, keeping none of it, when it cannot be. */
  commit(commit: Commit): Promise<void>;
  blob(key: string): Promise<StoredBlob | undefined>;
}

/** Whether a store's refusal means it has no room (else it is unavailable). */
export function isStorageFull(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || code === 'ENOSPC' || code === 'EDQUOT';
}
