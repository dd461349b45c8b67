/** The calls the durability tests make, over any way of reaching a mock (in-process handlers or HTTP). */
import { md5 } from 'hash-wasm';
import { SABER_BASIC } from '../helpers';

/** Answers a call to a path under /api. */
export type Call = (path: string, init?: RequestInit) => Promise<Response>;

/** The access token of the admin of a school (100001), or of the platform (000000). */
export async function loginAdmin(call: Call, tenantId = '100001'): Promise<string> {
  const query = new URLSearchParams({ tenantId, username: 'admin', password: await md5('admin'), grant_type: 'password', scope: 'all' });
  const answer = await call(`/api/blade-auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: SABER_BASIC, 'Tenant-Id': tenantId } });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Adds a notice; the envelope's success and message. */
export async function addNotice(call: Call, token: string, title: string, content = ''): Promise<{ success: boolean; msg: string }> {
  const answer = await call('/api/blade-desk/notice/submit', {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, category: 1, releaseTime: '2024-09-01 08:00:00', content }),
  });
  return (await answer.json()) as { success: boolean; msg: string };
}

/** The titles of the school's notices, as the server lists them. */
export async function noticeTitles(call: Call, token: string): Promise<string[]> {
  const answer = await call('/api/blade-desk/notice/list?current=1&size=1000', { headers: { 'Blade-Auth': `bearer ${token}` } });
  const body = (await answer.json()) as { data: { records: { title: string }[] } };
  return body.data.records.map((row) => row.title);
}
