import { session } from './session';

/** Locks the session with a password; returns the message key of a refused password. */
export function lockSession(password: string): string | null {
  if (!password) return 'lock.passwordRequired';
  session.lock = { password };
  return null;
}

/** Unlocks when the password is the one the lock was set with. */
export function unlockSession(password: string): boolean {
  if (!session.lock.password || password !== session.lock.password) return false;
  session.lock = { password: '' };
  return true;
}
