import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import {
  bodyOf, frozenClock, login, MINUTE, passwordRequest, SABER_BASIC, tokenRequest, TOKEN_URL,
} from './helpers';

const ANSWER_KEYS = [
  'access_token', 'token_type', 'refresh_token', 'expires_in', 'scope', 'jti', 'client_id', 'tenant_id',
  'user_id', 'dept_id', 'post_id', 'role_id', 'oauth_id', 'account', 'user_name', 'nick_name', 'real_name',
  'role_name', 'avatar', 'detail', 'license',
];

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  const body = await bodyOf<{ error: string; error_code: number; error_description: string }>(response);
  expect(body.error).toEqual(expect.any(String));
  expect(body.error_code).toBe(400);
  return body.error_description;
}

describe('password grant', () => {
  it('logs the platform administrator in with exactly the BladeX answer keys', async () => {
    const answer = await login('000000', 'admin');
    expect(Object.keys(answer)).toEqual(ANSWER_KEYS);
    expect(answer).toMatchObject({
      token_type: 'bearer', scope: 'all', client_id: 'saber', tenant_id: '000000', user_id: '1123598821738675201',
      account: 'admin', user_name: 'admin', role_name: 'administrator', oauth_id: '', detail: { type: 'web' },
      license: 'powered by bladex',
    });
    expect(answer.expires_in).toBeGreaterThan(3590);
    expect(answer.expires_in).toBeLessThanOrEqual(3600);
    expect(answer.access_token).not.toBe(answer.refresh_token);
  });

  it('logs a school administrator into the school tenant', async () => {
    const answer = await login('100001', 'admin');
    expect(answer).toMatchObject({ tenant_id: '100001', account: 'admin', role_name: 'admin', real_name: '王校长' });
    const teacher = await login('100002', 'teacher');
    expect(teacher).toMatchObject({ tenant_id: '100002', role_name: 'teacher' });
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    expect(await refusal(await passwordRequest('000000', 'admin', 'wrong'))).toBe('用户名或密码错误');
    expect(await refusal(await passwordRequest('000000', 'nobody', 'admin'))).toBe('用户名或密码错误');
  });

  it('keeps accounts per tenant: a school account does not exist in another tenant', async () => {
    db.table('user').find((u) => u.tenantId === '100001' && u.account === 'teacher')!.account = 'li';
    expect(await refusal(await passwordRequest('100002', 'li', 'teacher'))).toBe('用户名或密码错误');
  });

  it('refuses a missing, unknown or expired tenant', async () => {
    const noTenant = await tokenRequest({ username: 'admin', password: await md5('admin'), grant_type: 'password' });
    expect(await refusal(noTenant)).toBe('租户ID未找到');
    expect(await refusal(await passwordRequest('999999', 'admin', 'admin'))).toBe('未获得用户的租户信息');
    frozenClock().advance(100 * 365 * 24 * 60 * MINUTE); // past 100002's expireTime 2099-12-31
    expect(await refusal(await passwordRequest('100002', 'admin', 'admin'))).toBe('租户授权已过期,请联系管理员');
  });

  it('refuses a missing or wrong Basic client header', async () => {
    const params = { tenantId: '000000', username: 'admin', password: await md5('admin'), grant_type: 'password' };
    expect(await refusal(await tokenRequest(params, {}))).toBe('请求头中无client信息');
    expect(await refusal(await tokenRequest(params, { Authorization: `Basic ${btoa('saber:wrong')}` }))).toBe('请求头中无client信息');
    expect(await refusal(await tokenRequest(params, { Authorization: 'Basic %%%' }))).toBe('请求头中无client信息');
    expect(await login('000000', 'admin')).toBeTruthy();
  });

  it('refuses a user without a role', async () => {
    db.table('user').find((u) => u.tenantId === '000000' && u.account === 'hr')!.roleId = '';
    expect(await refusal(await passwordRequest('000000', 'hr', 'hr'))).toBe('未获得用户的角色信息');
  });

  it('reads parameters from a form body too', async () => {
    const body = new URLSearchParams({ tenantId: '000000', username: 'boss', password: await md5('boss'), grant_type: 'password', scope: 'all' });
    const response = await fetch(TOKEN_URL, {
      method: 'POST', body, headers: { Authorization: SABER_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await bodyOf(response)).toMatchObject({ account: 'boss', role_name: 'boss' });
  });

  it('narrows the session to one role and dept with Role-Id and Dept-Id (switchMode)', async () => {
    const admin = db.table('user').find((u) => u.tenantId === '100001' && u.account === 'admin')!;
    const [adminRole, teacherRole] = db.table('role').filter((r) => r.tenantId === '100001');
    admin.roleId = `${adminRole!.id},${teacherRole!.id}`;
    expect((await login('100001', 'admin')).role_name).toBe('admin,teacher');
    const narrowed = await bodyOf(await passwordRequest('100001', 'admin', 'admin', { 'Role-Id': teacherRole!.id, 'Dept-Id': 'not-mine' }));
    expect(narrowed).toMatchObject({ role_name: 'teacher', role_id: teacherRole!.id, dept_id: admin.deptId });
  });
});

describe('failed-login lock', () => {
  it('locks an account after five failures for 30 minutes from the first one', async () => {
    const clock = frozenClock();
    for (let i = 0; i < 5; i++) {
      expect(await refusal(await passwordRequest('100001', 'teacher', 'wrong'))).toBe('用户名或密码错误');
      clock.advance(MINUTE);
    }
    // Locked: even the right password is refused.
    expect(await refusal(await passwordRequest('100001', 'teacher', 'teacher'))).toBe('登录错误次数过多,请稍后再试');
    // Other accounts and the same account in another school are not affected.
    await login('100001', 'admin');
    await login('100002', 'teacher');
    clock.advance(24 * MINUTE); // 29 minutes after the first failure
    expect(await refusal(await passwordRequest('100001', 'teacher', 'teacher'))).toBe('登录错误次数过多,请稍后再试');
    clock.advance(MINUTE); // 30 minutes
    expect((await login('100001', 'teacher')).account).toBe('teacher');
  });

  it('locks after the number of failures the account.failCount parameter names', async () => {
    db.table('param').find((p) => p.paramKey === 'account.failCount')!.paramValue = '3';
    for (let i = 0; i < 3; i++) expect(await refusal(await passwordRequest('100001', 'teacher', 'wrong'))).toBe('用户名或密码错误');
    expect(await refusal(await passwordRequest('100001', 'teacher', 'teacher'))).toBe('登录错误次数过多,请稍后再试');
  });

  it('counts a name longer than any account under its first 64 characters', async () => {
    const start = 'x'.repeat(64);
    for (const end of ['a', 'b', 'c', 'd', 'e']) expect(await refusal(await passwordRequest('100001', `${start}${end}`, 'wrong'))).toBe('用户名或密码错误');
    expect(await refusal(await passwordRequest('100001', `${start}z`, 'wrong'))).toBe('登录错误次数过多,请稍后再试');
  });

  it('resets the count on success', async () => {
    for (let i = 0; i < 4; i++) await passwordRequest('000000', 'manager', 'wrong');
    await login('000000', 'manager');
    for (let i = 0; i < 4; i++) await passwordRequest('000000', 'manager', 'wrong');
    expect((await login('000000', 'manager')).account).toBe('manager');
  });
});

describe('grant types', () => {
  it('refuses a missing or unknown grant type with a 400, not a throw', async () => {
    const base = { tenantId: '000000', username: 'admin', password: await md5('admin') };
    expect(await refusal(await tokenRequest(base))).toBe('Missing grant type');
    expect(await refusal(await tokenRequest({ ...base, grant_type: 'implicit' }))).toBe('Unsupported grant type: implicit');
  });

  it('refuses a grant type the client is not allowed', async () => {
    db.table('client').find((c) => c.clientId === 'saber')!.authorizedGrantTypes = 'refresh_token';
    expect(await refusal(await passwordRequest('000000', 'admin', 'admin'))).toBe('Unauthorized grant type: password');
  });

  it('checks the captcha of the captcha grant once, case-insensitively', async () => {
    const captcha = await bodyOf<{ key: string; image: string }>(await fetch('/api/blade-auth/oauth/captcha'));
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = atob(captcha.image.split(',')[1]!);
    const code = [...svg.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]).join('');
    expect(code).toMatch(/^[A-Z0-9]{5}$/);
    const params = { tenantId: '000000', username: 'admin', password: await md5('admin'), grant_type: 'captcha' };
    const send = (typed: string) => tokenRequest(params, { Authorization: SABER_BASIC, 'Captcha-Key': captcha.key, 'Captcha-Code': typed });
    expect(await bodyOf(await send(code.toLowerCase()))).toMatchObject({ account: 'admin' });
    expect(await refusal(await send(code))).toBe('验证码不正确');
  });

  it('refuses a wrong or expired captcha', async () => {
    const clock = frozenClock();
    const params = { tenantId: '000000', username: 'admin', password: await md5('admin'), grant_type: 'captcha' };
    const first = await bodyOf<{ key: string }>(await fetch('/api/blade-auth/oauth/captcha'));
    expect(await refusal(await tokenRequest(params, { Authorization: SABER_BASIC, 'Captcha-Key': first.key, 'Captcha-Code': '?????' }))).toBe('验证码不正确');
    const second = await bodyOf<{ key: string; image: string }>(await fetch('/api/blade-auth/oauth/captcha'));
    const code = [...atob(second.image.split(',')[1]!).matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]).join('');
    clock.advance(31 * MINUTE);
    expect(await refusal(await tokenRequest(params, { Authorization: SABER_BASIC, 'Captcha-Key': second.key, 'Captcha-Code': code }))).toBe('验证码不正确');
  });

  it('redeems an authorization code once, with its redirect URI', async () => {
    const params = { grant_type: 'authorization_code', code: 'demo-sso-code', redirect_uri: 'http://localhost:8080', tenantId: '000000' };
    const answer = await bodyOf(await tokenRequest(params));
    expect(answer).toMatchObject({ account: 'admin', tenant_id: '000000' });
    expect(await refusal(await tokenRequest(params))).toBe('Invalid authorization code: demo-sso-code');
  });

  it('consumes an authorization code sent with the wrong redirect URI', async () => {
    const params = { grant_type: 'authorization_code', code: 'demo-sso-code', redirect_uri: 'http://evil.example' };
    expect(await refusal(await tokenRequest(params))).toBe('Redirect URI mismatch.');
    expect(await refusal(await tokenRequest({ ...params, redirect_uri: 'http://localhost:8080' }))).toBe('Invalid authorization code: demo-sso-code');
  });
});

describe('refresh grant', () => {
  const refresh = (refreshToken: string, path = TOKEN_URL) =>
    fetch(`${path}?${new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'all', tenantId: '100001' })}`, {
      method: 'POST', headers: { Authorization: SABER_BASIC, 'Tenant-Id': '100001' },
    });

  it('rotates: the new pair works, the old refresh token is refused', async () => {
    const first = await login('100001', 'admin');
    const second = await bodyOf<typeof first>(await refresh(first.refresh_token));
    expect(second).toMatchObject({ account: 'admin', tenant_id: '100001', role_name: 'admin' });
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await refusal(await refresh(first.refresh_token))).toBe('令牌已失效');
    const third = await bodyOf<typeof first>(await refresh(second.refresh_token, `${TOKEN_URL}/refresh`));
    expect(third.account).toBe('admin');
  });

  it('refuses an expired or unknown refresh token', async () => {
    const clock = frozenClock();
    const answer = await login('100001', 'admin');
    expect(await refusal(await refresh('forged'))).toBe('令牌已失效');
    clock.advance(604800 * 1000);
    expect(await refusal(await refresh(answer.refresh_token))).toBe('令牌已失效');
  });
});
