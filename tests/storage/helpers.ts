/** Calls of the storage tests: authorised GET and POST against the Node mock. */
import { bodyOf } from '../mock-server/helpers';

export interface Answer<T = unknown> { code: number; success: boolean; data: T; msg: string }
export interface Page<T> { records: T[]; total: number }

const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

export async function get<T = unknown>(path: string, token: string): Promise<Answer<T>> {
  return bodyOf<Answer<T>>(await fetch(`/api${path}`, { headers: auth(token) }));
}

export async function post<T = unknown>(path: string, token: string, body?: unknown): Promise<Answer<T>> {
  const init: RequestInit = { method: 'POST', headers: { ...auth(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return bodyOf<Answer<T>>(await fetch(`/api${path}`, init));
}

export const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
