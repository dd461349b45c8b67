import { Component, memo, Suspense, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../core/session';
import { tabMemory } from '../core/tabs';
import { t } from '../i18n';
import { useOnDemand } from './on-demand';
import { useFocusOnArrival } from './pane-focus';
import type { PaneLoader, PaneProps } from '../ui/pane';
import { bundledPanes, type RouteDef } from './route-def';

/** Reports a pane's render error; the local error log (src/core/errorlog.ts) listens here. */
export const paneErrorListeners = new Set<(error: Error, info: ErrorInfo) => void>();

/** One broken pane must not blank the console: it shows an error in its place. */
class PaneBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    for (const listener of paneErrorListeners) listener(error, info);
  }
  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="pane-error">
        <h2>{t('error.paneFailed')}</h2>
        <pre>{this.state.error.message}</pre>
      </div>
    );
  }
}

const loading = () => <div className="pane-loading" role="status">{t('action.loading')}</div>;

interface PaneHostProps { load: PaneLoader; params: PaneProps['params']; resetKey: string }

const sameParams = (a: PaneProps['params'], b: PaneProps['params']) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/**
 * A pane with its error boundary. Rendered again only when its pane or its route parameters
 * change: the routes are resolved afresh on every render of the app and the pane stack (a new tab,
 * a session change), and a screen rendering with them would render all its controls again.
 */
export const PaneHost = memo(function PaneHost({ load, params, resetKey }: PaneHostProps) {
  return (
    <PaneBoundary resetKey={resetKey}>
      <Pane load={load} params={params} />
    </PaneBoundary>
  );
}, (before, after) => before.load === after.load && before.resetKey === after.resetKey && sameParams(before.params, after.params));

/** The pane once its code is there; a pane that loads more code itself may still suspend. */
function Pane({ load, params }: { load: PaneLoader; params: PaneProps['params'] }) {
  const Loaded = useOnDemand(load, bundledPanes.get(load));
  if (!Loaded) return loading();
  return (
    <Suspense fallback={loading()}>
      <Loaded params={params} />
    </Suspense>
  );
}

interface Slot { path: string; load: PaneLoader; params: PaneProps['params'] }

/**
 * The layout's panes: the current one, plus every keep-alive pane (route meta keepAlive) visited
 * while its tab stays open, mounted but hidden so its state (form input, scroll, selection)
 * is there when the user comes back. Closing the tab or "clear cache" drops it.
 */
export function PaneStack({ path, route, params }: { path: string; route: RouteDef; params: PaneProps['params'] }) {
  const { tabs } = useSnapshot(session);
  const { cacheEpoch } = useSnapshot(tabMemory);
  const kept = useRef(new Map<string, Slot>());
  const epoch = useRef(cacheEpoch);
  const shown = useRef<HTMLDivElement>(null);
  useFocusOnArrival(path, shown);
  // Bookkeeping during render is idempotent (a second render computes the same map).
  if (epoch.current !== cacheEpoch) {
    epoch.current = cacheEpoch;
    kept.current.clear();
  }
  for (const key of kept.current.keys()) if (!tabs.some((tab) => tab.value === key)) kept.current.delete(key);
  const slot: Slot = { path, load: route.load, params };
  if (route.keepAlive) kept.current.set(path, slot);
  const slots = kept.current.has(path) ? [...kept.current.values()] : [...kept.current.values(), slot];
  return (
    <>
      {slots.map((s) => (
        <div key={s.path} ref={s.path === path ? shown : undefined} className="pane-slot" hidden={s.path !== path || undefined}>
          <PaneHost load={s.load} params={s.params} resetKey={s.path} />
        </div>
      ))}
    </>
  );
}
