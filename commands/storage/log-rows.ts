/**
 * Rows of a check's own on the log screens: logs gain rows only from the traffic they record, so
 * a check makes the traffic (a test message, an uploaded local error) and finds its row. Log rows
 * are never deleted; these stay, as any logged call does.
 */
import { request } from '../../src/core/http';
import { session } from '../../src/core/session';
import { sendTestMessage } from '../../src/api/storage';
import type { CheckHarness } from '../../src/platform/types';
import { logApi, logError, logUsual } from '../../src/schema/storage/logs';
import { sms } from '../../src/schema/storage/sms';
import type { ResourceSchema } from '../../src/schema/types';
import { makeTemporaryRowsWith } from '../crud/checks';
import { serverRows } from '../crud/readback';

const uniquePhone = () => `139${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;

/** Sends a test message through the caller's school's first sms configuration, to a phone of its own. */
async function sendMarkedMessage(h: CheckHarness): Promise<string> {
  const config = (await serverRows(sms)).find((row) => row.tenantId === session.userInfo?.tenant_id) ?? h.skip({ zh: '本校没有短信配置', en: 'the school has no sms configuration' });
  const phone = uniquePhone();
  await sendTestMessage(String(config.smsCode), phone, '{}');
  return phone;
}

function logRow(schema: ResourceSchema, make: (h: CheckHarness) => Promise<{ search: Record<string, string>; marker: string; field: string }>) {
  makeTemporaryRowsWith(schema.name, async (h) => {
    const { search, marker, field } = await make(h);
    const row = (await serverRows(schema, search)).find((candidate) => String(candidate[field]).includes(marker));
    h.expect(row, `no ${schema.name} row records the check's call: the backend did not store it`);
    return row!;
  });
}

logRow(logUsual, async (h) => {
  const phone = await sendMarkedMessage(h);
  return { search: { logData: phone }, marker: phone, field: 'logData' };
});
// One call and no other: a refused send (its code names no configuration) is logged like any call.
logRow(logApi, async () => {
  const marker = `check-${Date.now().toString(36)}`;
  await request('/blade-resource/sms/endpoint/send-message', { method: 'POST', query: { code: marker, phones: '13800000000', params: '{}' }, quiet: true }).catch(() => undefined);
  return { search: { requestUri: 'send-message' }, marker, field: 'params' };
});
logRow(logError, async () => {
  const marker = `check-${Date.now().toString(36)}`;
  await request('/blade-log/error/upload-local', { method: 'POST', body: [{ type: 'CheckError', url: '/resource/sms', message: marker, stack: '', info: '', time: '' }] });
  return { search: { message: marker }, marker, field: 'message' };
});
