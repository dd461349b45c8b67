/** Unpredictable strings for tokens, captcha keys and codes (Web Crypto: Node and browsers). */

export function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomChars(alphabet: string, length: number): string {
  const buffer = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(buffer, (n) => alphabet[n % alphabet.length]).join('');
}

/** An integer in [min, max), for drawing; not for secrets. */
export function randomInt(min: number, max: number): number {
  return min + (crypto.getRandomValues(new Uint32Array(1))[0]! % (max - min));
}
