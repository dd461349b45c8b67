import { menuCommandId, openMenu, type MenuItem } from '../../core/menu';
import { getCommand } from '../../platform/registry';
import { runCommand } from '../../platform/run-command';

/**
 * Opens a menu leaf for a click or a key (sidebar, home page) through its nav.menu command.
 * Before the commands are registered (the first render after login) it opens directly. BladeX
 * refuses duplicate menu codes, so the command id names this leaf.
 */
export function runMenu(menu: MenuItem): void {
  const id = menuCommandId(menu);
  if (getCommand(id)) void runCommand(id, {}, 'menu');
  else void openMenu(menu);
}
