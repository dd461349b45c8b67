/** The logs the mock writes of its own traffic: what each holds, masking, tenants, grants, the cap. */
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../fixtures';
import { db } from '../../mock-server/db';
import { guard } from '../../mock-server/envelope';
import { appendLog, LOG_CAP, PARAMS_LIMIT } from '../../mock-server/storage/traffic-log';
import type { ApiLogRow, ErrorLogRow, UsualLogRow } from '../../mock-server/storage/rows';
import { login } from '../mock-server/helpers';
import { get, post, type Page } from './helpers';

describe('api log', () => {
  it('lists the calls just made, newest first, with the password masked', async () => {
    const token = (await login('100001', 'admin')).access_token;
    await get('/blade-system/post/list?postName=语文', token);
    const rows = (await get<Page<ApiLogRow>>('/blade-log/api/list?size=5', token)).data.records;
    expect(rows[0]).toMatchObject({ method: 'GET', requestUri: '/api/blade-system/post/list', tenantId: '100001', createBy: 'admin' });
    expect(rows[0]!.params).toContain('语文');
    const loginRow = (await get<Page<ApiLogRow>>('/blade-log/api/list?requestUri=oauth/token&size=1', token)).data.records[0]!;
    expect(loginRow.params).toContain('"password":"******"');
    expect(loginRow.params).not.toMatch(/[0-9a-f]{32}/);
  });

  it('masks secrets in JSON bodies', async () => {
    const token = (await login('000000', 'admin')).access_token;
    await post('/blade-resource/oss/submit', token, { category: 1, ossCode: 'masked', endpoint: 'e', bucketName: 'b', accessKey: 'a', secretKey: 'very-secret' });
    const [row] = (await get<Page<ApiLogRow>>('/blade-log/api/list?requestUri=oss/submit&size=1', token)).data.records;
    expect(row!.params).toContain('"secretKey":"******"');
    expect(row!.params).not.toContain('very-secret');
  });

  it('keeps only the start of a large body', async () => {
    const token = (await login('100001', 'admin')).access_token;
    await post('/blade-desk/notice/submit', token, { title: '长通知', category: 1, releaseTime: '2024-09-01 08:00:00', content: '长'.repeat(200_000) });
    const [row] = (await get<Page<ApiLogRow>>('/blade-log/api/list?requestUri=notice/submit&size=1', token)).data.records;
    expect(row!.params.length).toBeLessThan(PARAMS_LIMIT + 20);
    expect(row!.params).toMatch(/…\(共 \d+ 字符\)$/);
  });

  it('keeps schools apart', async () => {
    const first = (await login('100001', 'admin')).access_token;
    const other = (await login('100002', 'admin')).access_token;
    await get('/blade-system/post/list?postName=only-first', first);
    const seen = (await get<Page<ApiLogRow>>('/blade-log/api/list?size=200', other)).data.records;
    expect(seen.every((row) => row.tenantId === '100002')).toBe(true);
    expect(seen.some((row) => row.params.includes('only-first'))).toBe(false);
  });
});

describe('usual log', () => {
  it('records logins and logouts in the user\'s school', async () => {
    const token = (await login('100002', 'teacher')).access_token;
    await post('/blade-auth/oauth/logout', token);
    const admin = (await login('100002', 'admin')).access_token;
    const rows = (await get<Page<UsualLogRow>>('/blade-log/usual/list?size=10', admin)).data.records.map((row) => row.logData);
    expect(rows).toContain('退出登录: teacher');
    expect(rows).toContain('登录成功: teacher');
  });
});

describe('error log', () => {
  it('records a failure of the mock\'s own, answered 500', async () => {
    const resolver = guard(() => {
      throw new Error('磁盘已满');
    });
    const request = new Request('http://localhost/api/blade-resource/attach/list', { headers: { 'Tenant-Id': '100001' } });
    const answer = (await resolver({ request, params: {}, cookies: {}, requestId: 'test' } as unknown as Parameters<typeof resolver>[0])) as Response;
    expect(answer.status).toBe(500);
    const row = db.rows<ErrorLogRow>('log_error').at(-1)!;
    expect(row).toMatchObject({ tenantId: '100001', message: '磁盘已满', exceptionName: 'Error', requestUri: '/api/blade-resource/attach/list' });
    expect(row.stackTrace).toContain('磁盘已满');
  });

  it('is read only by those granted log_error', async () => {
    const teacher = (await login('100001', 'teacher')).access_token;
    expect(await get('/blade-log/error/list', teacher)).toMatchObject({ success: false, code: 403 });
    const admin = (await login('100001', 'admin')).access_token;
    const rows = (await get<Page<ErrorLogRow>>('/blade-log/error/list', admin)).data.records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.tenantId === '100001')).toBe(true);
  });
});

describe('the cap', () => {
  it.each(Object.entries(LOG_CAP))('keeps the seed\'s and the newest %s rows added, by count', (table, cap) => {
    const seeded = db.rows(table).length;
    for (let i = 0; i < 2 * cap + 5; i++) {
      appendLog(table as keyof typeof LOG_CAP, {
        tenantId: '100001', serviceId: '', serverHost: '', serverIp: '', env: '', method: 'GET', requestUri: `/n/${i}`, userAgent: '', remoteIp: '', params: '', createBy: '',
        type: '1', title: '', time: '0', logLevel: 'INFO', logId: '', logData: '', stackTrace: '', exceptionName: '', message: '',
      } as never);
    }
    const rows = db.rows<{ requestUri: string }>(table);
    expect(rows.length - seeded).toBe(cap);
    expect(rows[seeded]!.requestUri).toBe(`/n/${cap + 5}`);
    expect(rows.at(-1)!.requestUri).toBe(`/n/${2 * cap + 4}`);
    expect(rows.slice(0, seeded)).toEqual(fixtures[table as keyof typeof LOG_CAP]);
  });
});
