import { sha1 } from 'hash-wasm';
import type { UserRow } from '../schema-rows';

/**
 * BladeX keeps sha1(md5(plain)) in hex; consoles send md5(plain), so the server only adds the
 * sha1 step. Both the token call and register-guest receive the md5.
 */
export function storedPassword(md5Hex: string): Promise<string> {
  return sha1(md5Hex.toLowerCase());
}

export async function passwordMatches(user: UserRow, md5Hex: string): Promise<boolean> {
  return user.password === (await storedPassword(md5Hex));
}
