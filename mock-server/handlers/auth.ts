/**
 * blade-auth (BladeX dialect). The token endpoint answers raw OAuth2 JSON and
 * refuses with oauthError; logout and clear-cache answer raw {success, msg}; user-info is an R.
 */
import { http } from 'msw';
import { readAccessToken, withAuth } from '../auth/authenticate';
import { issueCaptcha } from '../auth/captcha';
import { requireClient, requireGrantAllowed } from '../auth/clients';
import { granterFor } from '../auth/grants';
import { narrowIdentity } from '../auth/identity';
import { closeSession, openSession } from '../auth/sessions';
import { tokenAnswer } from '../auth/token-answer';
import { guard, json, ok, readQueryAndForm } from '../envelope';

const AUTH = '*/api/blade-auth/oauth';
const DONE = { success: 'true', msg: 'success' } as const;

/** The token endpoint; `fixedGrant` serves /token/refresh, which is the refresh grant whatever the parameters say. */
function tokenEndpoint(fixedGrant?: string) {
  return guard(async ({ request }) => {
    const params = await readQueryAndForm(request);
    const client = requireClient(request);
    const grantType = fixedGrant ?? params.get('grant_type') ?? '';
    const granter = granterFor(grantType);
    requireGrantAllowed(client, grantType);
    const identity = narrowIdentity(await granter({ request, params, client }), request.headers);
    return json(tokenAnswer(identity, openSession(identity, client)));
  });
}

const logout = guard(({ request }) => {
  const token = readAccessToken(request);
  if (token) closeSession(token);
  return json(DONE);
});

export const authHandlers = [
  http.post(`${AUTH}/token`, tokenEndpoint()),
  http.post(`${AUTH}/token/refresh`, tokenEndpoint('refresh_token')),
  http.get(`${AUTH}/captcha`, guard(() => json(issueCaptcha()))),
  http.get(`${AUTH}/logout`, logout),
  http.post(`${AUTH}/logout`, logout),
  // A guest may ask who it is: the console reads the answer to offer the registration.
  http.get(`${AUTH}/user-info`, withAuth(({ auth }) => {
    const { password: _secret, ...user } = auth.user;
    return ok({ ...user, roles: auth.roleAliases });
  }, { guests: true })),
  // The mock keeps no caches; the call exists so consoles can make it.
  http.get(`${AUTH}/clear-cache`, guard(() => json(DONE))),
];
