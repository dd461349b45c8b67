/**
 * Undo belongs to one session: what one user did is not the next user's to undo, and after a
 * logout nothing is left to undo. Watches who is logged in (as the resource screens do) from
 * the moment the console's commands load, for as long as the page lives: the commands
 * themselves are unregistered at logout, possibly before the session's change is seen.
 */
import { subscribe } from 'valtio';
import { session } from '../../src/core/session';
import { sessionIdentity } from '../../src/engine/controller';
import { forgetRenamedRows } from '../crud/reverse';
import { clearUndo } from '../../src/platform/undo';

let identity = sessionIdentity();
subscribe(session, () => {
  if (sessionIdentity() === identity) return;
  identity = sessionIdentity();
  clearUndo();
  forgetRenamedRows();
});
