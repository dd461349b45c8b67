import { http } from 'msw';
import { fail, guard } from '../envelope';

/**
 * Any /api/ call no other handler took: BladeX's 404 envelope. It matches on the path alone, so
 * it never claims a request outside /api/ and the browser host still lets page assets through.
 * Must stay last in the handler list.
 */
export const notFoundHandler = http.all(
  ({ request }) => new URL(request.url).pathname.startsWith('/api/'),
  guard(() => fail('404 没找到请求', 404)),
);
