/**
 * Who may call a schema's handlers and which rows they see:
 *
 * | schema scope | platform administrator (000000, administrator) | anyone else                 |
 * |--------------|-------------------------------------------------|-----------------------------|
 * | platform     | every row                                        | refused: 403 请求被拒绝      |
 * | tenant       | every tenant's rows (filter with `tenantId`)     | their own tenant's rows     |
 *
 * Within its scope a call also needs what its screen needs (role_menu, within the tenant's
 * package): reading needs the screen's menu, writing the add, edit or delete button. The
 * administrator holds every menu and button. Refusals are 403 (see envelope.ts's Forbidden).
 * A row the caller may not see is answered exactly as a row that does not exist.
 */
import type { PathParams } from 'msw';
import { permissionCode, type ButtonKind, type ResourceSchema } from '../../src/schema/types';
import { requireAdministrator, withAuth, type AuthContext } from '../auth/authenticate';
import { Forbidden, type MockResolver } from '../envelope';
import { db } from '../db';
import { holdsMenu } from '../menus/access';
import type { CrudRow } from './rows';
import { everyRow, type Visibility } from './query';

export function visibleTo(schema: ResourceSchema, auth: AuthContext): Visibility {
  if (schema.scope === 'platform' || auth.isAdministrator) return everyRow;
  return (row) => row.tenantId === auth.tenantId;
}

/**
 * The rows a caller's read of a schema's table looks through, by the tenant index: on a tenant's
 * table, the caller's tenant's rows (the platform administrator's: the `tenantId` asked for, else
 * every row); on a platform table, every row. `visible` still decides each row: this only spares
 * reading the other tenants' rows, so a school's list costs its own rows, whatever the district.
 */
export function scopedRows(schema: ResourceSchema, auth: AuthContext, params?: URLSearchParams): readonly CrudRow[] {
  const table = schema.table ?? schema.name;
  if (schema.scope !== 'tenant') return db.rows<CrudRow>(table);
  const tenantId = auth.isAdministrator ? params?.get('tenantId')?.trim() : auth.tenantId;
  return tenantId ? db.group<CrudRow>(table, 'tenantId', tenantId) : db.rows<CrudRow>(table);
}

/** What a call needs granted: the screen's menu, or one of its buttons. */
export type Grant = 'menu' | Exclude<ButtonKind, 'view'>;

/** Forbidden unless the caller holds the menu or button `grant` of the schema. */
export function requireGrant(schema: ResourceSchema, auth: AuthContext, grant: Grant): void {
  if (!holdsMenu(auth, grant === 'menu' ? schema.menuCode : permissionCode(schema, grant))) throw new Forbidden();
}

/** withAuth plus the schema's scope: platform schemas refuse everyone but the administrator. */
export function withScope<Params extends PathParams = PathParams>(
  schema: ResourceSchema,
  resolver: MockResolver<Params, { auth: AuthContext; visible: Visibility }>,
) {
  return withAuth<Params>((info) => {
    if (schema.scope === 'platform') requireAdministrator(info.auth);
    return resolver({ ...info, visible: visibleTo(schema, info.auth) });
  });
}
