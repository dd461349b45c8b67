/** Calls of the generic CRUD handlers, the way the console makes them. */
import { login } from '../helpers';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface PageData<T = Row> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export type Row = Record<string, unknown> & { id: string };

/** An access token of the tenant's account (password = account in the fixtures). */
export async function tokenOf(tenantId: string, account = 'admin'): Promise<string> {
  return (await login(tenantId, account)).access_token;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** GET or POST under /api with the token; a body object is sent as JSON, a string as is. */
export async function call<T = unknown>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'Blade-Auth': `bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

export const get = <T = unknown>(token: string, path: string) => call<T>(token, 'GET', path);
export const post = <T = unknown>(token: string, path: string, body?: unknown) => call<T>(token, 'POST', path, body);

/** One page of a list call, failing the test when it is refused. */
export async function page(token: string, path: string): Promise<PageData> {
  const { status, body } = await get<PageData>(token, path);
  if (status !== 200 || !body.success) throw new Error(`${path}: ${status} ${body.msg}`);
  return body.data;
}
