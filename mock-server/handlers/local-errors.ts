/**
 * The console's local error log, uploaded by its "upload" command. BladeX shows no path for
 * "send logs"; the console posts to /blade-log/error/upload-local, and the rows land in the
 * error-log table (blade_log_error) as BladeX's own error log rows, in the uploader's tenant.
 * The error-log screen reads them with the log's list and detail (the log_error schema's
 * generic handlers).
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { BadRequest, readJson, status } from '../envelope';
import { appendLog } from '../storage/traffic-log';

interface LocalError { type?: unknown; url?: unknown; message?: unknown; stack?: unknown; info?: unknown; time?: unknown }

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value));

export const localErrorHandlers = [
  http.post('*/api/blade-log/error/upload-local', withAuth(async ({ request, auth }) => {
    const entries = await readJson<LocalError[]>(request);
    if (!Array.isArray(entries) || entries.some((e) => !e || typeof e !== 'object' || typeof e.message !== 'string')) {
      throw new BadRequest('请求参数绑定错误');
    }
    for (const entry of entries) {
      appendLog('log_error', {
        tenantId: auth.tenantId,
        serviceId: 'saber-console',
        serverHost: '',
        serverIp: '',
        env: 'browser',
        method: '',
        requestUri: text(entry.url),
        userAgent: request.headers.get('user-agent') ?? '',
        remoteIp: '',
        exceptionName: text(entry.type),
        message: text(entry.message),
        stackTrace: text(entry.stack),
        params: text(entry.info),
        createBy: auth.user.account,
        createTime: text(entry.time),
      });
    }
    return status(true);
  })),
];
