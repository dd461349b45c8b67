import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { authGet, bodyOf, login } from './helpers';

const reset = (token: string) => fetch('/api/__mock/reset', { method: 'POST', headers: { 'Blade-Auth': `bearer ${token}` } });

describe('mock reset endpoint', () => {
  it('restores the fixtures for the platform administrator, who stays logged in', async () => {
    const { access_token } = await login('000000', 'admin');
    db.update('tenant', db.rows('tenant')[1]!, { tenantName: 'changed' });
    expect(await bodyOf(await reset(access_token))).toMatchObject({ code: 200, success: true });
    expect(db.rows('tenant')[1]!.tenantName).toBe('星河实验小学');
    expect((await authGet('/api/blade-auth/oauth/user-info', access_token)).status).toBe(200);
  });

  it('refuses anyone else', async () => {
    const school = await login('100001', 'admin');
    expect((await reset(school.access_token)).status).toBe(403);
    expect((await fetch('/api/__mock/reset', { method: 'POST' })).status).toBe(401);
  });
});
