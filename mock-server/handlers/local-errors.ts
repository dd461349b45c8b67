/**
 * The error log (table blade_log_error): the console's local error log, uploaded by
 * its "upload" command, and the read calls of the error-log screen. BladeX shows no path for
 * "send logs"; the console posts to /blade-log/error/upload-local, and the rows land in the
 * error-log table as BladeX's own error log rows, in the uploader's tenant. The list is paged,
 * newest first; a school sees its own tenant's rows, the platform administrator every tenant's.
 */
import { http } from 'msw';
import type { AuthContext } from '../auth/authenticate';
import { withAuth } from '../auth/authenticate';
import { readPaging } from '../crud/paging';
import { NOT_FOUND } from '../crud/write';
import { db, formatDateTime } from '../db';
import { BadRequest, ok, readJson, requireParam, status } from '../envelope';

interface LocalError { type?: unknown; url?: unknown; message?: unknown; stack?: unknown; info?: unknown; time?: unknown }

/** A row of blade_log_error, as far as the mock fills it. */
interface ErrorLogRow extends Record<string, unknown> {
  id: string;
  tenantId: string;
  createTime: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));
const rows = () => db.table<ErrorLogRow>('log_error');
const visibleTo = (auth: AuthContext) => (row: ErrorLogRow) => auth.isAdministrator || row.tenantId === auth.tenantId;

/** Newest first; ids grow with time, so they order the rows of one second. */
const newestFirst = (a: ErrorLogRow, b: ErrorLogRow) =>
  b.createTime.localeCompare(a.createTime) || b.id.length - a.id.length || b.id.localeCompare(a.id);

export const localErrorHandlers = [
  http.post('*/api/blade-log/error/upload-local', withAuth(async ({ request, auth }) => {
    const entries = await readJson<LocalError[]>(request);
    if (!Array.isArray(entries) || entries.some((e) => !e || typeof e !== 'object' || typeof e.message !== 'string')) {
      throw new BadRequest('请求参数绑定错误');
    }
    for (const entry of entries) {
      rows().push({
        id: db.nextId(),
        tenantId: auth.tenantId,
        serviceId: 'saber-console',
        exceptionName: text(entry.type),
        requestUri: text(entry.url),
        message: text(entry.message),
        stackTrace: text(entry.stack),
        params: text(entry.info),
        createBy: auth.user.account,
        createTime: text(entry.time) || formatDateTime(db.now()),
      });
    }
    return status(true);
  })),
  http.get('*/api/blade-log/error/list', withAuth(({ request, auth }) => {
    const { current, size } = readPaging(new URL(request.url).searchParams);
    const matches = rows().filter(visibleTo(auth)).sort(newestFirst);
    const records = matches.slice((current - 1) * size, current * size);
    return ok({ records, total: matches.length, size, current, pages: Math.ceil(matches.length / size) });
  })),
  http.get('*/api/blade-log/error/detail', withAuth(({ request, auth }) => {
    const id = requireParam(new URL(request.url).searchParams, 'id');
    const row = rows().find((candidate) => candidate.id === id && visibleTo(auth)(candidate));
    if (!row) throw new BadRequest(NOT_FOUND);
    return ok(row);
  })),
];
