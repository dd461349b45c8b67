import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { registerConsoleCommands } from '../../commands';
import { captureRenderErrors, captureWindowErrors } from '../core/errorlog';
import '../core/layout';
import { session } from '../core/session';
import { useT } from '../i18n';
import { Toaster } from '../ui/Toaster';
import '../ui/themes.css';
import './layout/controls.css';
import { PaneHost, PaneStack, paneErrorListeners } from './PaneHost';
import { guard, resolveRoute } from './routes';
import { useDocumentTitle } from './title';

// The layout and everything behind login load after the login page.
const Layout = lazy(() => import('./layout/Layout'));

/**
 * What lives as long as the console: its commands (the login and lock pages run some too) and
 * the local error log's capture (errors before login count as much as after).
 */
function useConsoleLifetime(): void {
  useEffect(() => registerConsoleCommands(), []);
  useEffect(() => {
    const stopWindow = captureWindowErrors();
    const stopRender = captureRenderErrors(paneErrorListeners);
    return () => {
      stopWindow();
      stopRender();
    };
  }, []);
}

export function App() {
  useT();
  useConsoleLifetime();
  const [path, navigate] = useLocation();
  const snap = useSnapshot(session);
  const resolved = resolveRoute(path, snap.menus as typeof session.menus);
  const loggedIn = Boolean(snap.token);
  const redirect = guard(path, resolved?.route ?? null, { loggedIn, locked: Boolean(snap.lock.password) });
  useDocumentTitle(redirect ? undefined : resolved?.route);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (redirect || !resolved) return <Toaster />;
  const inLayout = resolved.route.inLayout && loggedIn;
  return (
    <>
      {inLayout ? (
        <Suspense fallback={null}>
          <Layout route={resolved.route}>
            <PaneStack path={path} route={resolved.route} params={resolved.params} />
          </Layout>
        </Suspense>
      ) : (
        <PaneHost load={resolved.route.load} params={resolved.params} resetKey={path} />
      )}
      <Toaster />
    </>
  );
}
