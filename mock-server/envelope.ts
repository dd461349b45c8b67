/**
 * BladeX's answer shapes and the request-reading helpers every handler shares.
 *
 * | shape          | body                                              | HTTP      |
 * |----------------|---------------------------------------------------|-----------|
 * | ok(data)       | {code:200, success:true, data, msg:'操作成功'}     | 200       |
 * | status(false)  | {code:400, success:false, data:null, msg:'操作失败'} | 200 (a returned R, not a thrown one) |
 * | fail(msg, c)   | {code:c, success:false, data:null, msg}           | c         |
 * | oauthError     | {error, error_code, error_description}            | 400       |
 *
 * Handlers signal bad input by throwing BadRequest, Forbidden, PayloadTooLarge (body.ts) or
 * OAuthFailure; `guard` turns them into the matching answer and any other error into a 500, so a
 * handler never throws at msw.
 */
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { bodyLimitFor, MAX_JSON_DEPTH, nestsDeeperThan, PayloadTooLarge, readBodyText } from './body';

/** BladeX's R. */
export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** The encoded JSON of each answer `json` made: a host that writes answers itself needs not read the body back. */
const bodies = new WeakMap<Response, Uint8Array>();
const encoder = new TextEncoder();

/**
 * A JSON answer. A plain Response: msw's HttpResponse.json measures the text through a Blob and
 * wraps the Response once more, which under load took a tenth of the standalone server's time.
 * Its body is given as bytes: given as text, Node's Response first checks every character of it
 * in JavaScript (undici's toUSVString, about 1.6 ms for a district's 503 departments, 123 KB),
 * where encoding it is one native pass.
 */
export function json(body: unknown, status = 200): Response {
  const bytes = encoder.encode(JSON.stringify(body));
  const response = new Response(bytes, { status, headers: { 'Content-Type': 'application/json' } });
  bodies.set(response, bytes);
  return response;
}

/** The body of an answer `json` made, unless it was read already; else undefined. */
export const jsonBody = (response: Response): Uint8Array | undefined => (response.bodyUsed ? undefined : bodies.get(response));

export function ok<T>(data: T, msg = '操作成功'): Response {
  const body: R<T> = { code: 200, success: true, data, msg };
  return json(body);
}

/** R.status(flag): what submit/remove/grant calls answer. */
export function status(success: boolean): Response {
  if (success) return ok(null);
  const body: R<null> = { code: 400, success: false, data: null, msg: '操作失败' };
  return json(body);
}

/** R.fail: the body code mirrors the HTTP status, as BladeX's ResultCode does. */
export function fail(msg: string, code = 400): Response {
  const body: R<null> = { code, success: false, data: null, msg };
  return json(body, code);
}

export function unauthorized(msg: string): Response {
  return fail(msg, 401);
}

/** Spring Security OAuth2 error codes the token endpoint uses. */
export type OAuthErrorCode =
  | 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'access_denied';

/**
 * The token endpoint's refusal. Clients read only error_description;
 * error_code repeats the HTTP status for clients that look for a number.
 */
export function oauthError(description: string, httpStatus = 400, error: OAuthErrorCode = 'invalid_grant'): Response {
  return json({ error, error_code: httpStatus, error_description: description }, httpStatus);
}

/** Bad input: answered as a 400 R envelope carrying this message. */
export class BadRequest extends Error {
  override readonly name = 'BadRequest';
}

/**
 * A call the caller's identity may not make: BladeX's REQ_REJECT, 403 请求被拒绝. BladeX's
 * @PreAuth answers 401, but consoles log out on 401: a user whose session is fine would lose it
 * for one call they were not granted. A 403 is shown as a message and the session stays.
 */
export class Forbidden extends Error {
  override readonly name = 'Forbidden';
  constructor() {
    super('请求被拒绝');
  }
}

/** A caller asking more often than the mock allows: answered as a 429 R envelope, to try later. */
export class TooManyRequests extends Error {
  override readonly name = 'TooManyRequests';
}

/** A refused token request: answered with oauthError. */
export class OAuthFailure extends Error {
  override readonly name = 'OAuthFailure';
  constructor(readonly error: OAuthErrorCode, description: string) {
    super(description);
  }
}

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0];

/** What the mock's resolvers look like: they always answer, synchronously or not. */
export type MockResolver<Params extends PathParams, Extra = object> =
  (info: ResolverInfo<Params> & Extra) => Response | Promise<Response>;

/**
 * Sees every answer `guard` gives (the mock's traffic log): called as a call starts, it returns
 * what to call with the answer, and with the error when the answer is a 500 of the mock's own.
 */
export type AnswerObserver = (request: Request) => (answer: Response, failure?: unknown) => void | Promise<void>;

let observer: AnswerObserver | undefined;

export function observeAnswers(next: AnswerObserver): void {
  observer = next;
}

/** Wraps a resolver so that it never throws: every handler goes through this. */
export function guard<Params extends PathParams = PathParams>(
  resolver: MockResolver<Params>,
): HttpResponseResolver<Params, DefaultBodyType, undefined> {
  return (info) => guarded(info.request, () => resolver(info));
}

/** `answer`'s answer to the request, or the answer to what it threw; seen by the traffic log. */
export async function guarded(request: Request, answer: () => Response | Promise<Response>): Promise<Response> {
  const answered = observer?.(request);
  let failure: unknown;
  let response: Response;
  try {
    // Checked before any handler runs, so a body too large is refused even where it is not read.
    const { headers } = request;
    if (Number(headers.get('content-length')) > bodyLimitFor(headers.get('content-type'))) throw new PayloadTooLarge();
    response = await answer();
  } catch (error) {
    response = answerFor(error, request);
    if (response.status === 500) failure = error;
  }
  await answered?.(response, failure);
  return response;
}

function answerFor(error: unknown, request: Request): Response {
  if (error instanceof BadRequest) return fail(error.message);
  if (error instanceof Forbidden) return fail(error.message, 403);
  if (error instanceof PayloadTooLarge) return fail(error.message, 413);
  if (error instanceof TooManyRequests) return fail(error.message, 429);
  if (error instanceof OAuthFailure) return oauthError(error.message, 400, error.error);
  console.error('[mock-server]', request.method, request.url, error);
  return fail('服务器异常', 500);
}

type ParamSource = URL | URLSearchParams;
const paramsOf = (source: ParamSource) => (source instanceof URL ? source.searchParams : source);

/** A non-blank parameter, else BadRequest as Spring words a missing @RequestParam. */
export function requireParam(source: ParamSource, name: string): string {
  const value = paramsOf(source).get(name);
  if (value === null || value.trim() === '') throw new BadRequest(`缺少必要的请求参数: ${name}`);
  return value;
}

/** An integer parameter; `fallback` when absent, else it is required. */
export function intParam(source: ParamSource, name: string, fallback?: number): number {
  const raw = paramsOf(source).get(name);
  if (raw === null || raw.trim() === '') {
    if (fallback === undefined) throw new BadRequest(`缺少必要的请求参数: ${name}`);
    return fallback;
  }
  if (!/^-?\d+$/.test(raw.trim())) throw new BadRequest(`请求参数类型错误: ${name}`);
  return Number(raw);
}

const LONG_MAX = 2n ** 63n - 1n;

/**
 * An optional id parameter (a Long in BladeX) as its decimal text (`007` is 7), kept as text past
 * a double's precision; `fallback` when absent. What no Long holds is Spring's type mismatch.
 */
export function idParam(source: ParamSource, name: string, fallback: string): string {
  const raw = paramsOf(source).get(name)?.trim();
  if (!raw) return fallback;
  const value = /^[-+]?\d+$/.test(raw) ? BigInt(raw) : undefined;
  if (value === undefined || value > LONG_MAX || value < -LONG_MAX - 1n) throw new BadRequest(`请求参数类型错误: ${name}`);
  return String(value);
}

/** The JSON body; a missing, unparsable or too deeply nested one is Spring's MSG_NOT_READABLE. */
export async function readJson<T = unknown>(request: Request): Promise<T> {
  const text = await readBodyText(request);
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequest('消息不能读取');
  try {
    return JSON.parse(text, refuseUnconvertible) as T;
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw new BadRequest('消息不能读取');
  }
}

/**
 * An object whose own `toString` or `valueOf` is data (`{"id":{"toString":1}}`) cannot become
 * text: every String() of it throws. Such a value is refused where it is read, naming its key,
 * so no handler meets it.
 */
function refuseUnconvertible(key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && (Object.hasOwn(value, 'toString') || Object.hasOwn(value, 'valueOf'))) {
    throw new BadRequest(key ? `请求参数类型错误: ${key}` : '消息不能读取');
  }
  return value;
}

/**
 * Query parameters merged with an application/x-www-form-urlencoded body, as a servlet's
 * parameter map sees them: BladeX consoles send token parameters in the query, other OAuth2
 * clients in a form body. A name present in both keeps the query's value.
 */
export async function readQueryAndForm(request: Request): Promise<URLSearchParams> {
  const merged = new URLSearchParams(new URL(request.url).searchParams);
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return merged;
  for (const [name, value] of new URLSearchParams(await readBodyText(request))) {
    if (!merged.has(name)) merged.set(name, value);
  }
  return merged;
}
