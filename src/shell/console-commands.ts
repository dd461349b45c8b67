import { registerConsoleCommands } from '../../commands';
import { createResourceCommands } from '../../commands/crud';
import { registerCommands } from '../platform/registry';
import { selfTestCommands } from '../../commands/selftest';
import { resources } from '../resources';

let registered = false;

/** Whether every command is registered: deep links opened before that wait for it. */
export function commandsRegistered(): boolean {
  return registered;
}

/** Everything the console registers once a session exists; loaded after the login page. */
export function registerAllCommands(): () => void {
  const undo = [
    registerConsoleCommands(),
    registerCommands(resources.flatMap(createResourceCommands)),
    registerCommands(selfTestCommands),
  ];
  registered = true;
  return () => {
    registered = false;
    undo.forEach((u) => u());
  };
}
