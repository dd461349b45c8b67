import { editCommands } from './edit';
import { flowCommands } from './flow';
import { orgCommands } from './org';
import { schoolCommands } from './school';
import { storageCommands } from './storage';
import { tenancyCommands } from './tenancy';
import { errorCommands } from './errors';
import { layoutCommands } from './layout';
import { linkCommands } from './link';
import { installMenuCommands, routeCommands } from './navigation';
import { noticeCommands } from './notices';
import { paletteCommands } from './palette';
import { recordCommands } from './records';
import { registerCommands } from '../src/platform/registry';
import { resources } from '../src/schema';
import { createResourceCommands } from './crud';
import { installSavedViewCommands, savedViewCommands } from './crud/views';
import { selfTestCommands } from './selftest';
import { sessionCommands } from './session';
import { tabCommands } from './tabs';
import type { ArgsOfCommands } from '../src/platform/types';

/** Every hand-written console command, in palette order within each group. */
export const consoleCommands = [
  ...routeCommands,
  ...tabCommands,
  ...sessionCommands,
  ...editCommands,
  ...layoutCommands,
  ...errorCommands,
  ...noticeCommands,
  ...paletteCommands,
  ...recordCommands,
  ...linkCommands,
  ...orgCommands,
  ...tenancyCommands,
  ...schoolCommands,
  ...storageCommands,
  ...flowCommands,
];

/** `execute` of a hand-written command takes that command's own arguments (see CommandArgs). */
declare module '../src/platform/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the commands' arguments
  interface CommandArgs extends ArgsOfCommands<(typeof consoleCommands)[number] | (typeof selfTestCommands)[number]> {}
}

/**
 * The one registration of the console's commands: every hand-written command, each resource's
 * CRUD and saved-view commands, the self-test, and the generated `nav.menu.<code>` and saved-view
 * commands kept in step with the session's menus and views. Called once by the App through its
 * loader (src/shell/console-commands.ts; the lock and login pages run commands too, so the layout
 * is too late); returns the undo function.
 */
export function registerConsoleCommands(): () => void {
  const undo = [
    registerCommands(consoleCommands),
    installMenuCommands(),
    registerCommands(resources.flatMap(createResourceCommands)),
    registerCommands(resources.flatMap(savedViewCommands)),
    installSavedViewCommands(),
    registerCommands(selfTestCommands),
  ];
  return () => undo.forEach((u) => u());
}
