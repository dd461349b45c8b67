import { features } from '../base/config';
import { selection } from '../core/selection';
import { isLoggedIn, session } from '../core/session';
import type { CommandContext } from './types';

/** Builds the context from the console's stores at this moment. */
export function currentContext(): CommandContext {
  return {
    route: window.location.pathname,
    search: window.location.search,
    loggedIn: isLoggedIn(),
    user: session.userInfo,
    roles: session.roles,
    menus: session.menus,
    tabs: session.tabs,
    can: (code) => Boolean(session.permission[code]),
    features,
    selection: { resource: selection.resource, ids: selection.ids },
  };
}
