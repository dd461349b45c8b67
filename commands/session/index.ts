import { switchLanguage } from './language';
import { lock, unlock } from './lock';
import { logOut } from './logout';
import { switchIdentity } from './switch-identity';

export const sessionCommands = [logOut, lock, unlock, switchLanguage, switchIdentity];
