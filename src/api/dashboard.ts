/**
 * What the home page reads to say what needs attention and to chart the school's reading
 * content: plain BladeX list calls (each needing its screen's menu, so the server refuses what
 * the caller was not granted) and the storage usage.
 *
 * | function        | call (under /api)                                                |
 * |-----------------|------------------------------------------------------------------|
 * | countOf(path,q) | GET <list path>?current=1&size=1&<q> → the page's total           |
 * | rowsOf(path,q)  | GET <list path>?current=1&size=1000&<q> → its records             |
 * | firstOf(path,q,n) | GET <list path>?current=1&size=n&<q> → its first n records and the total |
 * | statistics(path) | GET <statistics path> → its data; null where the gateway has none (404) |
 * | storageUsage()  | GET blade-resource/storage/usage → { used, quota } in bytes: the school's, every school's for the platform administrator |
 */
import { ApiError, requestData } from '../core/http';

/** The most rows one list call answers (BladeX's page size limit). */
const ALL = 1000;

type Query = Record<string, string>;

interface PageAnswer { records?: Record<string, unknown>[]; total?: number }

// Quiet: a refusal or a failure leaves its item out of the home page; it is no message of its own.
const page = (path: string, query: Query, size: number) =>
  requestData<PageAnswer | Record<string, unknown>[] | null>(path, { query: { ...query, current: '1', size: String(size) }, quiet: true });

export const dashboardApi = {
  countOf: async (path: string, query: Query = {}): Promise<number> => {
    const answer = await page(path, query, 1);
    return Array.isArray(answer) ? answer.length : Number(answer?.total ?? 0);
  },
  firstOf: async (path: string, query: Query, size: number): Promise<{ rows: Record<string, unknown>[]; total: number }> => {
    const answer = await page(path, query, size);
    return Array.isArray(answer) ? { rows: answer.slice(0, size), total: answer.length } : { rows: answer?.records ?? [], total: Number(answer?.total ?? 0) };
  },
  rowsOf: async (path: string, query: Query = {}): Promise<Record<string, unknown>[]> => {
    const answer = await page(path, query, ALL);
    return Array.isArray(answer) ? answer : answer?.records ?? [];
  },
  /** Counts the server makes (src/schema/wire/statistics.ts); null from a gateway without the call. */
  statistics: async <T>(path: string): Promise<T | null> => {
    try {
      return await requestData<T>(path, { quiet: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) return null;
      throw error;
    }
  },
  storageUsage: () => requestData<{ used: number; quota: number }>('/blade-resource/storage/usage', { quiet: true }),
};
