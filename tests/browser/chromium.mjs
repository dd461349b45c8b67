// Launches Debian's Chromium through playwright-core. Shared by the browser tests and the
// benchmarks (plain JS so `node tests/bench/run.mjs` can import it without a TS loader).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// closed network refuses; --no-sandbox because tests run as root.
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Starts Chromium; never downloads a browser. playwright's launch() gives every browser a new,
 * empty temporary profile (--user-data-dir) and deletes it on close, so each launch is a new user;
 * every browser.newContext() is a fresh incognito-like context on top of that.
 */
export async function launchChromium(options = {}) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: apt-get install -y chromium fonts-noto-cjk (as .ci/run does)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options });
}
