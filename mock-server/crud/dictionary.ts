/**
 * The option lists of dictionary-backed fields: GET
 * /blade-system/dict/dictionary?code= and /blade-system/dict-biz/dictionary?code= answer the
 * enabled items of one code: rows of that code under a parent (parentId > 0), not sealed, not
 * deleted, by sort. Business dictionaries are per tenant: the caller's own rows only.
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { db } from '../db';
import { ok, requireParam } from '../envelope';
import type { DictRow } from '../schema-rows';

const ROOT = '0';

function items(rows: readonly DictRow[], code: string) {
  return rows
    .filter((row) => row.code === code && row.parentId !== ROOT && row.isSealed === 0 && row.isDeleted === 0)
    .sort((a, b) => a.sort - b.sort)
    .map(({ id, parentId, code, dictKey, dictValue, sort, remark }) => ({ id, parentId, code, dictKey, dictValue, sort, remark }));
}

const codeOf = (request: Request) => requireParam(new URL(request.url).searchParams, 'code');

export const dictionaryHandlers = [
  http.get('*/api/blade-system/dict/dictionary', withAuth(({ request }) => ok(items(db.rows('dict'), codeOf(request))))),
  http.get('*/api/blade-system/dict-biz/dictionary', withAuth(({ request, auth }) => {
    const own = db.rows('dict_biz').filter((row) => row.tenantId === auth.tenantId);
    return ok(items(own, codeOf(request)));
  })),
];
