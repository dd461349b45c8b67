import { OAuthFailure } from '../../envelope';
import type { ClientRow } from '../../schema-rows';
import type { Identity } from '../identity';

/** One token request, its client already authenticated. */
export interface GrantRequest {
  request: Request;
  /** Query and form parameters merged. */
  params: URLSearchParams;
  client: ClientRow;
}

/** Resolves who the token is for, or throws OAuthFailure. */
export type Granter = (grant: GrantRequest) => Promise<Identity>;

export function requireGrantParam(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim();
  if (!value) throw new OAuthFailure('invalid_request', `缺少必要的请求参数: ${name}`);
  return value;
}
