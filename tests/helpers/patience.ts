/**
 * How long a test waits for what it needs before it fails: long enough that a busy machine
 * (other processes on both cores) only makes a test slower, never red. A test waits for a
 * condition and goes on as soon as it holds, so a quiet machine never waits this long.
 */
export const PATIENCE = 15_000;
