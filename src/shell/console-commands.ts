import { registerConsoleCommands } from '../../commands';
import { createResourceCommands } from '../../commands/crud';
import { registerCommands } from '../../commands/registry';
import { selfTestCommands } from '../../commands/selftest';
import { resources } from '../resources';

/** Everything the console registers once a session exists; loaded after the login page. */
export function registerAllCommands(): () => void {
  const undo = [
    registerConsoleCommands(),
    registerCommands(resources.flatMap(createResourceCommands)),
    registerCommands(selfTestCommands),
  ];
  return () => undo.forEach((u) => u());
}
