import { authApi } from '../api/auth';
import { config } from '../base/config';
import { renewTokens, session } from '../core/session';

let running: Promise<void> | null = null;

/** One refresh at a time: callers that arrive while one runs share it. */
export function refreshTokens(): Promise<void> {
  running ??= authApi
    .refreshToken(session.userInfo?.tenant_id ?? config.defaultTenant, session.refreshToken)
    .then((answer) => renewTokens(answer))
    .finally(() => {
      running = null;
    });
  return running;
}

export function isRefreshing(): boolean {
  return running !== null;
}

/** Refreshes once the stored token's age reaches tokenTime seconds. */
export function checkTokenAge(now = Date.now()): void {
  if (!session.token || running) return;
  if ((now - session.tokenTime) / 1000 >= config.tokenTime) refreshTokens().catch(() => undefined);
}

/** Checks every tokenCheckInterval; returns the stop function. */
export function startTokenRefresh(): () => void {
  const timer = setInterval(() => checkTokenAge(), config.tokenCheckInterval);
  return () => clearInterval(timer);
}
