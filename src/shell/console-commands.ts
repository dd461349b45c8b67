import { registerConsoleCommands } from '../../commands';
import { mutate } from 'swr';
import { offeredCommands, onBackendChanges } from '../platform/backend-offer';
import { request } from '../core/http';
import { provideFeatureDialogs } from '../features/dialogs';
import { registerCommands } from '../platform/registry';

let registered = false;

/** Whether every command is registered: deep links opened before that wait for it. */
export function commandsRegistered(): boolean {
  return registered;
}

/**
 * Everything the console registers once a session exists; loaded after the login page. The
 * console's own commands all register through registerConsoleCommands (commands/index.ts), with
 * the dialogs they open (src/features/dialogs.ts); the commands the backend offers
 * (src/platform/backend-offer.ts) join once it is ready, and only then does `commandsRegistered`
 * hold. While the session lasts, every cached read is fetched
 * again when the backend says its data changed elsewhere (another tab wrote to the embedded
 * mock), so the screens show the other tab's rows without a reload.
 */
export function registerAllCommands(): () => void {
  let stopped = false;
  const undo = [registerConsoleCommands(), provideFeatureDialogs(), onBackendChanges(() => void mutate(() => true))];
  // A backend whose gate failed offers nothing; its calls report the failure.
  void offeredCommands(request).catch(() => []).then((offered) => {
    if (stopped) return;
    undo.push(registerCommands(offered));
    registered = true;
  });
  return () => {
    stopped = true;
    registered = false;
    undo.forEach((u) => u());
  };
}
