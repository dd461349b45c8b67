/**
 * The calls of the storage and sms configurations beyond their CRUD:
 *
 * | call                                   | answer                                                        |
 * |----------------------------------------|---------------------------------------------------------------|
 * | POST oss/enable?id=, sms/enable?id=    | R status: the row becomes the tenant's only enabled one (2), the tenant's others 1 |
 * | POST sms/endpoint/send-message?code=&phones=&params= | R '发送成功!'; a usual-log row records the message |
 *
 * Phones are 11-digit mainland numbers, comma-separated; params a JSON object. The message goes
 * nowhere: the mock records it, as a sandbox sms account would.
 */
import { http } from 'msw';
import { oss } from '../../src/schema/storage/oss';
import { sms } from '../../src/schema/storage/sms';
import type { ResourceSchema } from '../../src/schema/types';
import { db, formatDateTime } from '../db';
import { BadRequest, Forbidden, ok, requireParam, status } from '../envelope';
import { holdsMenu } from '../menus/access';
import { withScope } from '../crud/scope';
import { findVisible } from '../crud/write';
import type { CrudRow } from '../crud/rows';
import { recordUsual } from './traffic-log';
import type { SmsRow } from './rows';

const PHONE = /^1\d{10}$/;

/** The phones of a send, or BadRequest naming what is wrong. */
export function phonesOf(text: string): string[] {
  const phones = text.split(',').map((phone) => phone.trim());
  if (phones.some((phone) => !PHONE.test(phone))) throw new BadRequest('手机号格式不正确');
  return phones;
}

function paramsOf(text: string | null): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new BadRequest('短信参数必须为JSON对象');
}

function enableHandler(schema: ResourceSchema, button: string) {
  return http.post(`*/api${schema.api.prefix}/enable`, withScope(schema, ({ request, auth, visible }) => {
    if (!holdsMenu(auth, button)) throw new Forbidden();
    const chosen = findVisible(schema.name, requireParam(new URL(request.url), 'id'), visible);
    const updateTime = formatDateTime(db.now());
    for (const row of db.rows<CrudRow>(schema.name).filter((candidate) => candidate.isDeleted === 0 && candidate.tenantId === chosen.tenantId)) {
      const next = row.id === chosen.id ? 2 : 1;
      if (row.status !== next) db.update(schema.name, row, { status: next, updateUser: auth.user.id, updateTime });
    }
    return status(true);
  }));
}

export const configHandlers = [
  enableHandler(oss, 'oss_enable'),
  enableHandler(sms, 'sms_enable'),
  http.post('*/api/blade-resource/sms/endpoint/send-message', withScope(sms, ({ request, auth, visible }) => {
    if (!holdsMenu(auth, 'sms_enable')) throw new Forbidden();
    const query = new URL(request.url).searchParams;
    const code = requireParam(query, 'code');
    const phones = phonesOf(requireParam(query, 'phones'));
    const params = paramsOf(query.get('params'));
    const config = db.rows<SmsRow>('sms').find((row) => row.isDeleted === 0 && row.smsCode === code && row.tenantId === auth.tenantId && visible(row as unknown as CrudRow));
    if (!config) throw new BadRequest('未找到对应的短信配置');
    recordUsual(
      {
        tenantId: auth.tenantId, serviceId: 'blade-resource', serverHost: 'saber-mock', serverIp: '127.0.0.1', env: 'mock', method: 'POST',
        requestUri: new URL(request.url).pathname, userAgent: request.headers.get('user-agent') ?? '', remoteIp: '127.0.0.1',
        params: JSON.stringify({ code, phones: phones.join(','), params }), createBy: auth.user.account,
      },
      `短信发送 [${code}]: ${config.signName} ${config.templateId} → ${phones.join(',')}`,
    );
    return ok(null, '发送成功!');
  })),
];
