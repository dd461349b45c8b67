/**
 * Who may call a schema's handlers and which rows they see (reference §6.3):
 *
 * | schema scope | platform administrator (000000, administrator) | anyone else                 |
 * |--------------|-------------------------------------------------|-----------------------------|
 * | platform     | every row                                        | refused: 403 请求被拒绝      |
 * | tenant       | every tenant's rows (filter with `tenantId`)     | their own tenant's rows     |
 *
 * BladeX's @PreAuth answers a refusal with 401, but the console logs out on 401 (spec §8): a
 * school admin whose session is fine would lose it for opening a platform screen. The mock
 * answers REQ_REJECT (403 请求被拒绝) instead, which the console shows as a message.
 * A row the caller may not see is answered exactly as a row that does not exist.
 */
import type { PathParams } from 'msw';
import type { ResourceSchema } from '../../src/resources/types';
import { withAuth, type AuthContext } from '../auth/authenticate';
import { fail, type MockResolver } from '../envelope';
import type { Visibility } from './query';

const REFUSED = '请求被拒绝';

const everyRow: Visibility = () => true;

export function visibleTo(schema: ResourceSchema, auth: AuthContext): Visibility {
  if (schema.scope === 'platform' || auth.isAdministrator) return everyRow;
  return (row) => row.tenantId === auth.tenantId;
}

/** withAuth plus the schema's scope: platform schemas refuse everyone but the administrator. */
export function withScope<Params extends PathParams = PathParams>(
  schema: ResourceSchema,
  resolver: MockResolver<Params, { auth: AuthContext; visible: Visibility }>,
) {
  return withAuth<Params>((info) => {
    if (schema.scope === 'platform' && !info.auth.isAdministrator) return fail(REFUSED, 403);
    return resolver({ ...info, visible: visibleTo(schema, info.auth) });
  });
}
