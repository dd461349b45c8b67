/**
 * Command ids are a closed type: tsc (`npm test` runs it before vitest) fails on every line marked
 * `@ts-expect-error` below if it compiles, so naming an id no command has is a compile error for
 * `execute`, a control, a schema's toolbar action and a command definition.
 */
import { describe, expect, it } from 'vitest';
import type { CommandId } from '../../src/schema/command-ids';
import type { ResourceAction } from '../../src/schema/types';
import type { Command } from '../../src/platform/types';

const ids: CommandId[] = [
  'crud.param.add',
  'crud.user.exportSelected',
  'crud.param.view.v1',
  'nav.menu.param',
  'tabs.close',
  // @ts-expect-error: no such verb
  'crud.param.nope',
  // @ts-expect-error: no such resource
  'crud.nosuch.add',
  // @ts-expect-error: no such hand-written command
  'tabs.closeEverything',
];

// @ts-expect-error: a toolbar action names only a hand-written command
const action: ResourceAction = { command: 'org.user.nope', label: { zh: '无', en: 'None' } };

// @ts-expect-error: a command cannot be defined under an id outside the list
const defined: Pick<Command, 'id'> = { id: 'layout.nope' };

describe('command ids', () => {
  it('are checked by the compiler (see the @ts-expect-error lines)', () => {
    expect([ids.length, action.command, defined.id]).toEqual([8, 'org.user.nope', 'layout.nope']);
  });
});
