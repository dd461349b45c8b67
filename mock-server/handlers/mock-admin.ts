/** Endpoints of the mock itself, not of BladeX. */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { resetKeepingSessions } from '../auth/sessions';
import { status, unauthorized } from '../envelope';

export const mockAdminHandlers = [
  /** Back to the fixtures; only the platform administrator may. Sessions survive the reset. */
  http.post('*/api/__mock/reset', withAuth(({ auth }) => {
    if (!auth.isAdministrator) return unauthorized('请求未授权');
    resetKeepingSessions();
    return status(true);
  })),
];
