/**
 * The tests' own command ids and resource schemas join the console's closed list of command ids
 * (src/schema/command-ids.ts) here: the tests register commands of their own (`t.`, `test.`,
 * `bench.`) and schemas of their own (gadget, part, branch), which vary their flags from test to
 * test, so each is any ResourceSchema and may have every verb.
 */
import type { ResourceSchema } from '../../src/schema/types';

declare module '../../src/schema/command-ids' {
  interface ExtraResources {
    gadget: ResourceSchema;
    part: ResourceSchema;
    branch: ResourceSchema;
  }
  interface ExtraCommandIds {
    [id: `t.${string}`]: true;
    [id: `test.${string}`]: true;
    [id: `bench.${string}`]: true;
  }
}
