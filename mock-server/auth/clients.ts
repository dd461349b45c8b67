import { db } from '../db';
import { OAuthFailure } from '../envelope';
import type { ClientRow } from '../schema-rows';

const NO_CLIENT = '请求头中无client信息';

/** The client named by `Authorization: Basic base64(clientId:clientSecret)`, secret checked. */
export function requireClient(request: Request): ClientRow {
  const header = request.headers.get('authorization') ?? '';
  const match = /^basic\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new OAuthFailure('invalid_client', NO_CLIENT);
  let decoded: string;
  try {
    decoded = atob(match[1]!);
  } catch {
    throw new OAuthFailure('invalid_client', NO_CLIENT);
  }
  const colon = decoded.indexOf(':');
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const client = db.rows('client').find((c) => c.isDeleted === 0 && c.clientId === clientId);
  if (colon < 0 || !client || client.clientSecret !== secret) throw new OAuthFailure('invalid_client', NO_CLIENT);
  return client;
}

/** A client may only use the grant types listed on its row (Spring's wording). */
export function requireGrantAllowed(client: ClientRow, grantType: string): void {
  const allowed = client.authorizedGrantTypes.split(',').map((g) => g.trim());
  if (!allowed.includes(grantType)) throw new OAuthFailure('invalid_client', `Unauthorized grant type: ${grantType}`);
}
