import { config } from '../base/config';
import { session } from './session';

/**
 * Locks the session with a password, remembering `page` (path and query) to return to on
 * unlocking; returns the message key of a refused password.
 */
export function lockSession(password: string, page: string): string | null {
  if (!password) return 'lock.passwordRequired';
  session.lock = { password, page };
  return null;
}

/**
 * Unlocks when the password is the one the lock was set with, and returns the page that was
 * locked (home for a lock stored without one); null when the password is refused.
 */
export function unlockSession(password: string): string | null {
  if (!session.lock.password || password !== session.lock.password) return null;
  const page = session.lock.page || config.homePath;
  session.lock = { password: '' };
  return page;
}
