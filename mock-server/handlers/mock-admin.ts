/** Endpoints of the mock itself, not of BladeX. */
import { http } from 'msw';
import { requireAdministrator, withAuth } from '../auth/authenticate';
import { resetKeepingSessions } from '../auth/sessions';
import { status } from '../envelope';

export const mockAdminHandlers = [
  /**
   * Back to the fixtures; only the platform administrator may (others get 403, as the CRUD
   * handlers refuse platform screens: a 401 would log them out). Sessions survive the reset.
   */
  http.post('*/api/__mock/reset', withAuth(({ auth }) => {
    requireAdministrator(auth);
    resetKeepingSessions();
    return status(true);
  })),
];
