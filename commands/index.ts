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
import { sessionCommands } from './session';
import { tabCommands } from './tabs';
import type { AnyCommand } from '../src/platform/types';

/** Every hand-written console command, in palette order within each group. */
export const consoleCommands: readonly AnyCommand[] = [
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

/**
 * The explicit startup list: registers every console command, and keeps the generated
 * `nav.menu.<code>` commands in step with the session's menus. Called once by the App (the lock
 * and login pages run commands too, so the layout is too late); returns the undo function.
 */
export function registerConsoleCommands(): () => void {
  const undo = [registerCommands(consoleCommands), installMenuCommands()];
  return () => undo.forEach((u) => u());
}
