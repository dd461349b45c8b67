/**
 * Rows of the shared tables that have a schema, derived from it (crud/rows.ts's RowOf), field
 * for field as BladeX serialises them. Tables without a schema, and what no schema says (the
 * audit columns), are written out in records.ts.
 */
import type { notice } from '../src/resources/desk/notice';
import type { client } from '../src/resources/system/client';
import type { param } from '../src/resources/system/param';
import type { post } from '../src/resources/system/post';
import type { tenantPackage } from '../src/resources/system/tenant-package';
import type { RowOf } from './crud/rows';

export type ParamRow = RowOf<typeof param>;
/** category: dict `post_category` key. */
export type PostRow = RowOf<typeof post, { category: number }>;
/** menuId: comma-joined ids of the category-1 menus the package allows. */
export type TenantPackageRow = RowOf<typeof tenantPackage>;
/** authorizedGrantTypes: comma-joined; token validities in seconds. */
export type ClientRow = RowOf<typeof client>;
/** blade_notice: category is a dict `notice` key; content is HTML as the editor produced it, views sanitise it. */
export type NoticeRow = RowOf<typeof notice, { category: number }>;
