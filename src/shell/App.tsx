import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSearch } from 'wouter/use-browser-location';
import { setArrivalPreparer } from '../core/arrival';
import { commandsLoaded, holdKeys } from '../hotkeys/early-keys';
import { userData } from '../auth/login';
import { captureRenderErrors, captureWindowErrors } from '../core/errorlog';
import '../core/layout';
import { toastDemand } from '../core/notify';
import { GUEST_USER_ID, session } from '../core/session';
import { useT } from '../i18n';
import '../ui/themes.css';
import './layout/controls.css';
// The build links only the first load's stylesheet, so lazily loaded screens' styles come here.
import '../ui/form/form.css';
import '../ui/table/table.css';
import { prepareScreen } from './arrival';
import { useOnDemand } from './on-demand';
import type { RouteDef } from './route-def';
import { PaneHost, PaneStack, paneErrorListeners } from './PaneHost';
import { guard, resolveRoute } from './routes';
import { useDocumentTitle } from './title';

// The layout, the commands and everything behind login load after the login page: the first
// load's budget (108 KiB) holds React and the login page, not React Aria.
const loadLayout = () => import('./layout/Layout');
const Toaster = lazy(() => import('../ui/Toaster').then((m) => ({ default: m.Toaster })));

/** The layout (header, sidebar, tabs) once its code is there: nothing until then. */
function Layout({ route, children }: { route: RouteDef; children: ReactNode }) {
  const Loaded = useOnDemand(loadLayout);
  return Loaded ? <Loaded route={route}>{children}</Loaded> : null;
}

/** Registers every command while a session exists (the lock page runs commands too). */
function useConsoleCommands(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    // Until the commands and the layout are there, keys pressed are held for them.
    holdKeys();
    let undo: (() => void) | undefined;
    let cancelled = false;
    void import('./console-commands').then(({ registerAllCommands }) => {
      if (cancelled) return;
      commandsLoaded();
      undo = registerAllCommands();
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [loggedIn]);
}

/** The local error log's capture lives as long as the console: errors before login count too. */
function useErrorCapture(): void {
  useEffect(() => {
    const stopWindow = captureWindowErrors();
    const stopRender = captureRenderErrors(paneErrorListeners);
    return () => {
      stopWindow();
      stopRender();
    };
  }, []);
}

/** While the console is up, a menu opens its screen once the screen is ready (arrival.ts). */
function useScreenArrivals(): void {
  useEffect(() => {
    setArrivalPreparer(prepareScreen);
    return () => setArrivalPreparer(undefined);
  }, []);
}

export function App() {
  useT();
  useErrorCapture();
  useScreenArrivals();
  const [path, navigate] = useLocation();
  // As the address bar has it: wouter's useSearch runs decodeURI over it, after which an escaped
  // `%` in a value (`100%25`) no longer reads back as itself.
  const search = useSearch();
  const snap = useSnapshot(session);
  const demand = useSnapshot(toastDemand);
  const resolved = resolveRoute(path, snap.menus as typeof session.menus);
  // A social-login guest is not logged in: it only files a registration from /login.
  const loggedIn = Boolean(snap.token) && snap.userInfo?.user_id !== GUEST_USER_ID;
  useConsoleCommands(loggedIn);
  const menusLoading = useSnapshot(userData).loading;
  const redirect = guard(path, resolved?.route ?? null, { loggedIn, locked: Boolean(snap.lock.password), menusLoading }, search);
  useDocumentTitle(redirect ? undefined : resolved?.route, search);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const toaster = (loggedIn || demand.wanted) && (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
  if (redirect || !resolved) return toaster;
  const inLayout = resolved.route.inLayout && loggedIn;
  return (
    <>
      {inLayout ? (
        <Layout route={resolved.route}>
          <PaneStack path={path} route={resolved.route} params={resolved.params} />
        </Layout>
      ) : (
        <PaneHost load={resolved.route.load} params={resolved.params} resetKey={path} />
      )}
      {toaster}
    </>
  );
}
