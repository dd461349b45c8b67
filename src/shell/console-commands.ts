import { registerConsoleCommands } from '../../commands';

/** Everything the console registers once a session exists; loaded after the login page. */
export function registerAllCommands(): () => void {
  return registerConsoleCommands();
}
