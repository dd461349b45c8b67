/**
 * Command ids are a closed type: tsc (`npm test` runs it before vitest) fails on every line marked
 * `@ts-expect-error` below if it compiles, so naming an id no command has is a compile error for
 * `execute`, a control, a schema's toolbar action and a command definition. A resource's ids are
 * those commands/crud.ts can create for it: the type's members, read through the TypeScript
 * checker, are compared with the commands created for every schema in both kinds of session.
 */
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { createResourceCommands } from '../../commands/crud';
import { savedViewCommands } from '../../commands/crud/views';
import { config } from '../../src/base/config';
import { session, type UserInfo } from '../../src/core/session';
import { resources } from '../../src/schema';
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
  // @ts-expect-error: a verb the schema lacks (行政区划 opts out of sheets)
  'crud.region.import',
  // @ts-expect-error: a tree has no pages, so no saved views
  'crud.menu.view.v1',
];

// @ts-expect-error: a toolbar action names only a hand-written command
const action: ResourceAction = { command: 'org.user.nope', label: { zh: '无', en: 'None' } };

// @ts-expect-error: a command cannot be defined under an id outside the list
const defined: Pick<Command, 'id'> = { id: 'layout.nope' };

/** The members of the types exported by src/schema/command-ids.ts, as the compiler reads them. */
function compiledMembers(): { crud: Set<string>; savedViews: Set<string> } {
  const file = 'src/schema/command-ids.ts';
  const parsed = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  // The schema layer needs no DOM or Node types, whose libraries would only slow the reading.
  const program = ts.createProgram([file], { ...parsed.options, lib: ['lib.es2023.d.ts'], types: [] });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  const members = (name: string) => {
    const type = checker.getDeclaredTypeOfSymbol(exports.find((symbol) => symbol.name === name)!);
    return new Set((type.isUnion() ? type.types : [type]).map((member) => (member.isStringLiteral() ? member.value : checker.typeToString(member))));
  };
  return { crud: members('CrudCommandId'), savedViews: members('SavedViewCommandId') };
}

/** Signs in as the platform administrator or a school's, as far as the commands read it. */
function signIn(platform: boolean): void {
  session.userInfo = { tenant_id: platform ? config.platformTenant : '100001' } as UserInfo;
  session.roles = [config.administratorRole];
}

afterEach(() => {
  session.userInfo = null;
  session.roles = [];
});

describe('command ids', () => {
  it('are checked by the compiler (see the @ts-expect-error lines)', () => {
    expect([ids.length, action.command, defined.id]).toEqual([10, 'org.user.nope', 'layout.nope']);
  });

  it('name exactly the commands each schema gets, in some session', { timeout: 120_000 }, () => {
    const compiled = compiledMembers();
    const created = new Set<string>();
    for (const platform of [true, false]) {
      signIn(platform);
      for (const schema of resources) {
        for (const command of [...createResourceCommands(schema), ...savedViewCommands(schema)]) created.add(command.id);
      }
    }
    expect([...compiled.crud].sort()).toEqual([...created].sort());
    // A saved view's id is `crud.<name>.view.<view id>` on every screen with saved views.
    const withViews = resources.filter((schema) => created.has(`crud.${schema.name}.saveView`));
    expect([...compiled.savedViews].sort()).toEqual(withViews.map((schema) => `\`crud.${schema.name}.view.\${string}\``).sort());
  });
});
