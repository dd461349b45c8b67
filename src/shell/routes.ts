import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { config } from '../base/config';
import { findMenuByPath, type MenuItem } from '../core/menu';
import { session } from '../core/session';
import LoginPage from './login/LoginPage';
import { masterDetailPane } from '../resource-screen/master-detail-pane';
import type { PaneLoader } from '../ui/pane';
import { bundled, type RouteDef } from './route-def';
import { loginPath } from './redirect';
import { RUN_ROUTE } from '../platform/command-link';

/** The deep-link pane, told which paths this user's console has a page at. */
const runPane: PaneLoader = () =>
  import('./run/RunPane').then((m) => ({ default: m.runPane((path) => resolveRoute(path, session.menus) !== null) }));

const publicPage = (pattern: string, title: string, load: PaneLoader): RouteDef => ({ pattern, title, isAuth: false, inLayout: false, load });
const layoutPage = (pattern: string, title: string, load: PaneLoader, extra: Partial<RouteDef> = {}): RouteDef => ({
  pattern, title, isAuth: true, inLayout: true, load, ...extra,
});

/** The fixed routes; menu routes are added from the user's menus. */
export const staticRoutes: RouteDef[] = [
  // The login page is the first load's only page, so it is bundled, not fetched.
  publicPage('/login', 'page.login', bundled(LoginPage)),
  publicPage('/lock', 'page.lock', () => import('./LockPage')),
  publicPage('/404', 'page.notFound', () => import('./errors').then((m) => ({ default: m.NotFoundPage }))),
  publicPage('/403', 'page.forbidden', () => import('./errors').then((m) => ({ default: m.ForbiddenPage }))),
  publicPage('/500', 'page.serverError', () => import('./errors').then((m) => ({ default: m.ServerErrorPage }))),
  { ...publicPage('/myiframe/:routerPath', 'page.frame', () => import('./FramePane')), inLayout: true },
  layoutPage(config.homePath, 'page.home', () => import('./panes/HomePane')),
  layoutPage('/wel/dashboard', 'page.dashboard', () => import('./panes/DashboardPane'), { hidden: true }),
  layoutPage('/test/index', 'page.test', () => import('../features/selftest/SelfTestPane')),
  layoutPage('/info/index', 'page.info', () => import('../features/org/InfoPane')),
  layoutPage('/dict-horizontal/index', 'page.dictHorizontal', masterDetailPane('dict', 'dict_item', 'beside')),
  layoutPage('/dict-vertical/index', 'page.dictVertical', masterDetailPane('dict', 'dict_item', 'below')),
  layoutPage('/work/process/leave/form/:processDefinitionId', 'page.leaveForm', () => import('../features/flow/LeaveFormPane')),
  layoutPage('/work/process/leave/handle/:taskId/:processInstanceId/:businessId', 'page.leaveHandle', () => import('../features/flow/LeavePane').then((m) => ({ default: m.LeaveHandlePane }))),
  layoutPage('/work/process/leave/detail/:processInstanceId/:businessId', 'page.leaveDetail', () => import('../features/flow/LeavePane').then((m) => ({ default: m.LeaveDetailPane }))),
  // A deep link: runs a command with the arguments of its query, on the command's own screen.
  { ...layoutPage(RUN_ROUTE, 'page.run', runPane), inLayout: false },
];

/** Paths that only redirect (/ → /wel → /wel/index). */
export const redirects: Record<string, string> = { '/': '/wel', '/wel': config.homePath };

/** Panes of menu screens by path, each found once by menuScreen. */
const screens = new Map<string, PaneLoader>();

/** Adds the pane of a menu path (a test's own pane). */
export function registerScreen(path: string, load: PaneLoader): void {
  screens.set(path, load);
}

/**
 * The pane of a menu path: a feature's own, else the resource screen whose schema names the
 * path, else "not open yet" (features/menu-screens.ts). Looked up when first shown, so neither the
 * panes nor the schemas are in the first load; one loader per path, so the pane is created once.
 */
function menuScreen(path: string): PaneLoader {
  let load = screens.get(path);
  if (!load) {
    load = () => import('../features/menu-screens').then((m) => (m.menuScreenFor(path) ?? (() => import('./panes/PendingPane')))());
    screens.set(path, load);
  }
  return load;
}

export interface ResolvedRoute {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** Finds what a path shows: a fixed route, then a leaf of the user's menus; null is unknown. */
export function resolveRoute(path: string, menus: readonly MenuItem[]): ResolvedRoute | null {
  for (const route of staticRoutes) {
    const [matched, params] = matchRoute(parse, route.pattern, path);
    if (matched) return { route, params: params as Record<string, string | undefined> };
  }
  const menu = findMenuByPath(menus, path);
  if (!menu) return null;
  const route = layoutPage(menu.path, '', menuScreen(menu.path), {
    title: menu,
    keepAlive: menu.meta?.keepAlive ?? menu.isOpen === 2,
  });
  return { route, params: {} };
}

export interface GuardState {
  loggedIn: boolean;
  locked: boolean;
  /** The user's menus are being loaded: a path none of them names yet waits for them. */
  menusLoading?: boolean;
}

/**
 * Where the guard sends a visitor instead, or null to let them through. A visitor
 * without a token goes to /login remembering where they were going (`search` included), even
 * for a path not known yet: menu routes are known only once the user's menus have loaded.
 */
export function guard(path: string, route: RouteDef | null, state: GuardState, search = ''): string | null {
  if (redirects[path]) return redirects[path];
  if (path === '/login') return state.loggedIn ? '/' : null;
  if (path === config.lockPage && !state.locked) return state.loggedIn ? '/' : '/login';
  if (state.loggedIn && state.locked && path !== config.lockPage) return config.lockPage;
  if (!state.loggedIn && (!route || route.isAuth)) return loginPath(path + search);
  if (!route && state.menusLoading) return null;
  return route ? null : '/404';
}
