/** Storage and sms configurations: enable keeps one per school; the sms debug send checks its input and is logged. */
import { describe, expect, it } from 'vitest';
import { login } from '../mock-server/helpers';
import { get, post, query, type Page } from './helpers';

interface ConfigRow { id: string; tenantId: string; status: number; smsCode?: string; ossCode?: string }

const enabledOf = (rows: ConfigRow[], tenantId: string) => rows.filter((row) => row.tenantId === tenantId && row.status === 2).map((row) => row.id);

describe.each(['oss', 'sms'])('%s/enable', (name) => {
  it('leaves exactly the chosen configuration enabled in its school, and other schools as they were', async () => {
    const first = (await login('100001', 'admin')).access_token;
    const platform = (await login('000000', 'admin')).access_token;
    const before = (await get<Page<ConfigRow>>(`/blade-resource/${name}/list?size=100`, platform)).data.records;
    const mine = before.filter((row) => row.tenantId === '100001');
    const disabled = mine.find((row) => row.status !== 2)!;
    expect(await post(`/blade-resource/${name}/enable?id=${disabled.id}`, first)).toMatchObject({ success: true });
    const after = (await get<Page<ConfigRow>>(`/blade-resource/${name}/list?size=100`, platform)).data.records;
    expect(enabledOf(after, '100001')).toEqual([disabled.id]);
    expect(enabledOf(after, '100002')).toEqual(enabledOf(before, '100002'));
  });

  it('refuses another school\'s configuration and a teacher', async () => {
    const other = (await login('100002', 'admin')).access_token;
    const first = (await login('100001', 'admin')).access_token;
    const [row] = (await get<Page<ConfigRow>>(`/blade-resource/${name}/list`, first)).data.records;
    expect(await post(`/blade-resource/${name}/enable?id=${row!.id}`, other)).toMatchObject({ success: false, msg: '数据不存在或已被删除' });
    const teacher = (await login('100001', 'teacher')).access_token;
    expect(await post(`/blade-resource/${name}/enable?id=${row!.id}`, teacher)).toMatchObject({ success: false, code: 403 });
  });
});

describe('sms/endpoint/send-message', () => {
  const send = async (token: string, params: Record<string, string>) => post(`/blade-resource/sms/endpoint/send-message?${query(params)}`, token);

  it('answers 发送成功! and the school finds the message in its usual log, another school does not', async () => {
    const token = (await login('100001', 'admin')).access_token;
    expect(await send(token, { code: 'xinghe-notice', phones: '13800138000,13900139000', params: '{"code":"1234"}' })).toMatchObject({ success: true, msg: '发送成功!' });
    const logged = (await get<Page<{ logData: string }>>('/blade-log/usual/list?logData=13900139000', token)).data.records;
    expect(logged[0]?.logData).toContain('xinghe-notice');
    const other = (await login('100002', 'admin')).access_token;
    expect((await get<Page<unknown>>('/blade-log/usual/list?logData=13900139000', other)).data.records).toEqual([]);
  });

  it.each([
    ['a phone of 10 digits', { code: 'xinghe-notice', phones: '1380013800', params: '{}' }, '手机号格式不正确'],
    ['a phone list with a blank', { code: 'xinghe-notice', phones: '13800138000,', params: '{}' }, '手机号格式不正确'],
    ['params that are not JSON', { code: 'xinghe-notice', phones: '13800138000', params: 'code=1' }, '短信参数必须为JSON对象'],
    ['params that are a JSON array', { code: 'xinghe-notice', phones: '13800138000', params: '[1]' }, '短信参数必须为JSON对象'],
    ['another school\'s code', { code: 'chenguang-tencent', phones: '13800138000', params: '{}' }, '未找到对应的短信配置'],
    ['no phones', { code: 'xinghe-notice', params: '{}' }, '缺少必要的请求参数: phones'],
  ])('refuses %s', async (_, params, msg) => {
    const token = (await login('100001', 'admin')).access_token;
    expect(await send(token, params as Record<string, string>)).toMatchObject({ success: false, msg });
  });
});
