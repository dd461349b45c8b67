/**
 * GET blade-system/post/list: BladeX answers the post list as a page under `list` as well as
 * `page` (the open-source console calls list, BladeX's page); the same rules as the generic page.
 */
import { http } from 'msw';
import { post } from '../../src/schema/system/post';
import { listPage } from '../crud/query';
import { requireGrant, scopedRows, withScope } from '../crud/scope';
import { ok } from '../envelope';

export const postListHandler = http.get('*/api/blade-system/post/list', withScope(post, ({ request, auth, visible }) => {
  requireGrant(post, auth, 'menu');
  const params = new URL(request.url).searchParams;
  return ok(listPage(post, scopedRows(post, auth, params), params, visible));
}));
