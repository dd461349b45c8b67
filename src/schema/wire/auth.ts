/** The raw OAuth2 answer of /blade-auth/oauth/token, with BladeX's claims. */
export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: 'all';
  jti: string;
  client_id: string;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  /** Comma-joined role aliases. */
  role_name: string;
  avatar: string;
  detail: { type: 'web' };
  license: 'powered by bladex';
}
