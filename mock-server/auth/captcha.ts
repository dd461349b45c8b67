/**
 * The captcha grant's codes: 5 characters, case-insensitive, valid 30 minutes, as BladeX's are.
 * A code is checked once: right or wrong, a key cannot be tried again, so it cannot be guessed
 * over many token calls. Anyone may ask for captchas, so at most MAX_LIVE_CAPTCHAS are kept, the
 * oldest forgotten first.
 */
import { db } from '../db';
import { OAuthFailure } from '../envelope';
import { randomChars, randomHex } from '../random';
import { captchaImage } from './captcha-image';

const TABLE = 'oauth_captcha';
const VALIDITY_MS = 30 * 60 * 1000;
/** Far more than people typing captchas at once; a bound on what a script asking in a loop can store. */
const MAX_LIVE_CAPTCHAS = 500;
/** No 0/O, 1/I/l: codes are read by people. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

interface CaptchaRecord {
  key: string;
  code: string;
  expiresAt: number;
}

const captchas = () => db.rows<CaptchaRecord>(TABLE);

export function issueCaptcha(): { key: string; image: string } {
  const now = db.now();
  const kept = new Set(captchas().filter((c) => c.expiresAt > now).slice(1 - MAX_LIVE_CAPTCHAS));
  db.remove(TABLE, captchas().filter((c) => !kept.has(c)));
  const code = randomChars(ALPHABET, 5);
  const record: CaptchaRecord = { key: randomHex(16), code, expiresAt: now + VALIDITY_MS };
  db.insert(TABLE, record);
  return { key: record.key, image: captchaImage(code) };
}

/** Consumes the captcha named by the Captcha-Key header and compares Captcha-Code with it. */
export function requireCaptcha(request: Request): void {
  const key = request.headers.get('captcha-key') ?? '';
  const typed = request.headers.get('captcha-code') ?? '';
  const record = captchas().find((c) => c.key === key);
  if (record) db.remove(TABLE, record);
  if (!record || record.expiresAt <= db.now() || record.code.toLowerCase() !== typed.trim().toLowerCase()) {
    throw new OAuthFailure('access_denied', '验证码不正确');
  }
}
