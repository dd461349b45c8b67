import { OAuthFailure } from '../../envelope';
import { authorizationCodeGrant } from './authorization-code';
import type { Granter } from './grant';
import { captchaGrant, passwordGrant } from './password';
import { refreshGrant } from './refresh';
import { socialGrant } from './social';

const granters: Record<string, Granter> = {
  password: passwordGrant,
  captcha: captchaGrant,
  refresh_token: refreshGrant,
  social: socialGrant,
  authorization_code: authorizationCodeGrant,
};

/** The granter of a grant_type, with Spring's messages for a missing or unknown one. */
export function granterFor(grantType: string): Granter {
  if (!grantType) throw new OAuthFailure('invalid_request', 'Missing grant type');
  const granter = Object.hasOwn(granters, grantType) ? granters[grantType] : undefined;
  if (!granter) throw new OAuthFailure('unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  return granter;
}
