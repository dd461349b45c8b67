/**
 * `current` and `size` of a list call. MyBatis-Plus clamps rather than refuses, so the mock
 * does too: a page below 1 is page 1, a size below 1 is the default and a size above
 * MAX_PAGE_SIZE is that maximum. Only text that is not an integer is refused (Spring's
 * PARAM_TYPE_ERROR, 400).
 */
import { config } from '../../src/base/config';
import { intParam } from '../envelope';

/** Five times the console's largest page-size option: room for scripts, a bound on answers. */
export const MAX_PAGE_SIZE = 1000;

export interface Paging {
  /** 1-based. */
  current: number;
  size: number;
}

export function readPaging(params: URLSearchParams): Paging {
  const current = intParam(params, 'current', 1);
  const size = intParam(params, 'size', config.pageSize);
  return {
    // A page number of 400 digits reads as Infinity, which JSON would send as null.
    current: Math.min(Math.max(1, current), Number.MAX_SAFE_INTEGER),
    size: size < 1 ? config.pageSize : Math.min(size, MAX_PAGE_SIZE),
  };
}

/** The page `params` asks for of rows already matched and ordered, in BladeX's page shape. */
export function pageOf<T>(rows: readonly T[], params: URLSearchParams): { records: T[]; total: number; size: number; current: number; pages: number } {
  const { current, size } = readPaging(params);
  const offset = (current - 1) * size;
  return { records: rows.slice(offset, offset + size), total: rows.length, size, current, pages: Math.ceil(rows.length / size) };
}
