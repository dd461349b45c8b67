/**
 * The tabs of a browser profile share one store; each keeps the tables in memory, so each tells
 * the others the rows it committed, over a BroadcastChannel, and takes in theirs. The channel is
 * opened before the store is read, and what comes before the tab is ready is taken in after its
 * load, in order: a commit made while this tab was loading is not missed.
 */
import type { DurableHost } from './durable';
import type { RowChange } from './rows';

export const CHANNEL = 'saber-mock-rows';

interface Message {
  rows: readonly RowChange[];
  /** A write made them, not only a read's by-products (api-log rows). */
  written: boolean;
}

export interface TabChannel {
  /** Tells the other tabs about rows this tab committed. */
  post(rows: readonly RowChange[], written: boolean): void;
  /**
   * Starts taking in the other tabs' rows into `host`; `changed` runs after each write's rows.
   * Not after a read's: the console reads again on `changed`, and its reads' api-log rows would
   * otherwise send the tabs reading after one another for ever.
   */
  connect(host: DurableHost, changed: () => void): void;
}

export function tabChannel(name = CHANNEL): TabChannel {
  const channel = new BroadcastChannel(name);
  const early: Message[] = [];
  let take = (message: Message) => void early.push(message);
  channel.onmessage = (event: MessageEvent<Message>) => take(event.data);
  return {
    post: (rows, written) => channel.postMessage({ rows, written } satisfies Message),
    connect(host, changed) {
      take = ({ rows, written }) => void host.take(rows).then(() => written && changed());
      early.splice(0).forEach(take);
    },
  };
}
