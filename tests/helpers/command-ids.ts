/**
 * The tests' own command ids and resource names join the console's closed list of command ids
 * (src/schema/command-ids.ts) here: the tests register commands of their own (`t.`, `test.`,
 * `bench.`) and schemas of their own (gadget, part, branch).
 */
declare module '../../src/schema/command-ids' {
  interface ExtraResourceNames {
    gadget: true;
    part: true;
    branch: true;
  }
  interface ExtraCommandIds {
    [id: `t.${string}`]: true;
    [id: `test.${string}`]: true;
    [id: `bench.${string}`]: true;
  }
}

export {};
