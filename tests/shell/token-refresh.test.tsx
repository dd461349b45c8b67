/**
 * The console's layout keeps the session's token fresh on its own: while it is shown, a timer
 * checks the token's age every tokenCheckInterval and refreshes an old one; leaving the layout
 * stops the timer. The timer's callback is taken from setInterval and called here, so the test
 * waits for no clock.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/base/config';
import { session } from '../../src/core/session';
import { isRefreshing, refreshTokens } from '../../src/auth/token-refresh';
import { renderConsoleAs } from '../helpers/console';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('token refresh while the console is open', () => {
  it('the layout starts a check every tokenCheckInterval that refreshes an old token, and stops it when it goes', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    await renderConsoleAs('admin', '/wel/index');
    const started = setInterval.mock.calls.findIndex(([, delay]) => delay === config.tokenCheckInterval);
    expect(started, 'a timer every tokenCheckInterval').toBeGreaterThanOrEqual(0);
    const check = setInterval.mock.calls[started]![0] as () => void;
    const timer = setInterval.mock.results[started]!.value as unknown;

    const { token, refreshToken } = session;
    // A token younger than tokenTime stays.
    check();
    expect(isRefreshing()).toBe(false);
    session.tokenTime = Date.now() - config.tokenTime * 1000;
    check();
    expect(isRefreshing()).toBe(true);
    await refreshTokens();
    expect(session.token).not.toBe(token);
    expect(session.refreshToken).not.toBe(refreshToken);

    cleanup();
    expect(clearInterval).toHaveBeenCalledWith(timer);
  });
});
