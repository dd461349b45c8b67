/**
 * The console's local error log, uploaded by its "upload" command. BladeX shows no path for
 * "send logs"; the console posts to /blade-log/error/upload-local, and the rows land in the
 * error-log table as BladeX's own error log rows, in the uploader's tenant.
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { db, formatDateTime } from '../db';
import { BadRequest, readJson, status } from '../envelope';

interface LocalError { type?: unknown; url?: unknown; message?: unknown; stack?: unknown; info?: unknown; time?: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));

export const localErrorHandlers = [
  http.post('*/api/blade-log/error/upload-local', withAuth(async ({ request, auth }) => {
    const entries = await readJson<LocalError[]>(request);
    if (!Array.isArray(entries) || entries.some((e) => !e || typeof e !== 'object' || typeof e.message !== 'string')) {
      throw new BadRequest('请求参数绑定错误');
    }
    const rows = db.table<Record<string, unknown>>('log_error');
    for (const entry of entries) {
      rows.push({
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
];
