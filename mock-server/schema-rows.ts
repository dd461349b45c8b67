/**
 * Rows of the shared tables that have a schema, derived from it (crud/rows.ts's RowOf), field
 * for field as BladeX serialises them. Tables without a schema, and what no schema says (the
 * audit columns), are written out in records.ts.
 */
import type { notice } from '../src/schema/desk/notice';
import type { client } from '../src/schema/system/client';
import type { param } from '../src/schema/system/param';
import type { post } from '../src/schema/system/post';
import type { tenantPackage } from '../src/schema/system/tenant-package';
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
