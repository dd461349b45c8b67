import { db } from '../../db';
import type { UserOauthRow } from '../../records';
import { oauthIdentity } from '../identity';
import { requestedTenantId, requireActiveTenant } from '../tenants';
import { requireGrantParam, type Granter } from './grant';

/**
 * Third-party accounts kept that no user is bound to. The mock's providers vouch for any code,
 * so strangers can make these up at will; past the bound the oldest is forgotten (its guest
 * token stops working), so they cannot fill the database.
 */
export const MAX_UNBOUND_LINKS = 200;

/**
 * grant_type=social (source, code, state = tenant). The mock's providers need no exchange: the
 * `code` is the third-party account's id. A known account logs its bound user in; an unknown one
 * is recorded in user_oauth and logged in as a guest, whose oauth_id the registration quotes.
 */
export const socialGrant: Granter = async ({ request, params }) => {
  const tenantId = requestedTenantId(request, params, 'state');
  requireActiveTenant(tenantId);
  const source = requireGrantParam(params, 'source');
  const uuid = requireGrantParam(params, 'code');
  const links = db.rows('user_oauth');
  let link = links.find((l) => l.tenantId === tenantId && l.source === source && l.uuid === uuid);
  if (!link) {
    link = db.insert('user_oauth', { id: db.nextId(), tenantId, userId: '', uuid, source, username: uuid, nickname: uuid, avatar: '', email: '', remark: '' } satisfies UserOauthRow);
    forgetOldUnboundLinks(links);
  }
  return oauthIdentity(link);
};

function forgetOldUnboundLinks(links: readonly UserOauthRow[]): void {
  const unbound = links.filter((l) => !l.userId);
  db.remove('user_oauth', unbound.slice(0, Math.max(0, unbound.length - MAX_UNBOUND_LINKS)));
}
