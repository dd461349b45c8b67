/**
 * The calls the console makes, as they are answered, for whoever listens: the self-test names
 * the call behind a failed check and what came back. Nothing listens outside a check.
 */
export interface TracedCall {
  method: string;
  /** The path under the API base, with its query. */
  path: string;
  /** The HTTP status, 0 when the call never got an answer. */
  status: number;
  /** The envelope's code and message, when the answer is a BladeX envelope. */
  code?: number;
  msg?: string;
}

const listeners = new Set<(call: TracedCall) => void>();

/** Calls `listener` with every answered call until the returned function is called. */
export function traceCalls(listener: (call: TracedCall) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reports a call to the listeners (the HTTP client and the uploads do); `describe` runs only when one listens. */
export function reportCall(describe: () => TracedCall): void {
  if (!listeners.size) return;
  const call = describe();
  for (const listener of listeners) listener(call);
}

/** A path with its query, as the trace names a call. */
export function withQuery(path: string, query: Record<string, unknown> = {}): string {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== null).map(([key, value]) => [key, String(value)]);
  return pairs.length ? `${path}?${new URLSearchParams(pairs)}` : path;
}

/** The envelope's code and message of an answer body, when it is one. */
export function envelopeOf(body: unknown): Pick<TracedCall, 'code' | 'msg'> {
  if (!body || typeof body !== 'object' || body instanceof Blob) return {};
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  return { code: typeof code === 'number' ? code : undefined, msg: typeof msg === 'string' ? msg : undefined };
}
