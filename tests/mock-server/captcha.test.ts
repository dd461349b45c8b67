/**
 * The captcha grant's codes at their edges (mock-server/auth/captcha.ts): a code is valid 30
 * minutes, is checked once whether it was typed right or wrong, and at most 500 are kept, the
 * oldest forgotten first.
 */
import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { bodyOf, frozenClock, MINUTE, SABER_BASIC, tokenRequest } from './helpers';

interface Captcha { key: string; code: string }

async function captcha(): Promise<Captcha> {
  const { key, image } = await bodyOf<{ key: string; image: string }>(await fetch('/api/blade-auth/oauth/captcha'));
  return { key, code: [...atob(image.split(',')[1]!).matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]).join('') };
}

/** Signs the platform administrator in with the captcha grant; what the server answered. */
async function signIn({ key }: Captcha, typed: string): Promise<string> {
  const params = { tenantId: '000000', username: 'admin', password: await md5('admin'), grant_type: 'captcha' };
  const answer = await bodyOf<{ account?: string; error_description?: string }>(await tokenRequest(params, { Authorization: SABER_BASIC, 'Captcha-Key': key, 'Captcha-Code': typed }));
  return answer.account ? 'signed in' : answer.error_description!;
}

const WRONG = '验证码不正确';

describe('captcha codes', () => {
  it.each([
    ['29 minutes', 29, 'signed in'],
    ['30 minutes', 30, WRONG],
  ])('typed right %s after they were issued', async (_, minutes, outcome) => {
    const clock = frozenClock();
    const issued = await captcha();
    clock.advance(minutes * MINUTE);
    expect(await signIn(issued, issued.code)).toBe(outcome);
  });

  it('are tried once: typed wrong, the right code is refused after it', async () => {
    const issued = await captcha();
    expect(await signIn(issued, 'ABCDE' === issued.code ? 'ABCDF' : 'ABCDE')).toBe(WRONG);
    expect(await signIn(issued, issued.code)).toBe(WRONG);
  });

  it('are kept at most 500, the oldest forgotten first', async () => {
    const first = await captcha();
    const second = await captcha();
    // 498 more, live for another half hour, as a script asking in a loop leaves them.
    const [template] = db.table<{ key: string; code: string; expiresAt: number }>('oauth_captcha');
    db.table('oauth_captcha').push(...Array.from({ length: 498 }, (_, i) => ({ ...template!, key: `loop-${i}` })));
    await captcha();
    expect(db.table('oauth_captcha')).toHaveLength(500);
    expect(await signIn(first, first.code)).toBe(WRONG);
    expect(await signIn(second, second.code)).toBe('signed in');
  });
});
