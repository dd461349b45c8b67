/** Endpoints of the mock itself, not of BladeX. */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { resetKeepingSessions } from '../auth/sessions';
import { fail, status } from '../envelope';

export const mockAdminHandlers = [
  /**
   * Back to the fixtures; only the platform administrator may (others get 403, as the CRUD
   * handlers refuse platform screens: a 401 would log them out). Sessions survive the reset.
   */
  http.post('*/api/__mock/reset', withAuth(({ auth }) => {
    if (!auth.isAdministrator) return fail('请求被拒绝', 403);
    resetKeepingSessions();
    return status(true);
  })),
];
