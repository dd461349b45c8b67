/**
 * GET blade-system/post/list: BladeX answers the post list as a page under `list` as well as
 * `page` (the open-source console calls list, BladeX's page); the same rules as the generic page.
 */
import { http } from 'msw';
import { post } from '../../src/resources/system/post';
import { listPage } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { db } from '../db';
import { ok } from '../envelope';

export const postListHandler = http.get('*/api/blade-system/post/list', withScope(post, ({ request, auth, visible }) => {
  requireGrant(post, auth, 'menu');
  return ok(listPage(post, db.rows<CrudRow>(post.name), new URL(request.url).searchParams, visible));
}));
