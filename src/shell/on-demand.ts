/**
 * Components whose code is fetched when first shown, rendered without suspending. React reveals a
 * Suspense boundary that has shown its fallback no sooner than 300 ms after the fallback
 * appeared, so with React.lazy every screen opened for the first time waited that long even when
 * its code was already fetched (it usually is: the screens share their chunks). Here the
 * placeholder is ordinary output, replaced by the component in the render after its import
 * settles; a failed import is thrown during render, to the nearest error boundary.
 */
import { useEffect, useReducer, type ComponentType } from 'react';

export type ComponentLoader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Loaded {
  component?: unknown;
  error?: unknown;
  settled: Promise<void>;
}

const loads = new WeakMap<object, Loaded>();

function start(loader: () => Promise<{ default: unknown }>): Loaded {
  let entry = loads.get(loader);
  if (!entry) {
    const fresh: Loaded = {
      settled: loader().then(
        (module) => void (fresh.component = module.default),
        (error: unknown) => void (fresh.error = error),
      ),
    };
    loads.set(loader, (entry = fresh));
  }
  return entry;
}

/** Fetches a component's code ahead of its first render; settles with the component. */
export async function loadOnDemand<C>(loader: () => Promise<{ default: C }>): Promise<C> {
  const entry = start(loader);
  await entry.settled;
  if (entry.error !== undefined) throw entry.error;
  return entry.component as C;
}

/** The component once its code is there (undefined until then; the caller shows a placeholder). */
export function useOnDemand<P>(loader: ComponentLoader<P>, known?: ComponentType<P>): ComponentType<P> | undefined {
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const entry = known ? undefined : start(loader);
  if (entry?.error !== undefined) throw entry.error;
  const component = known ?? (entry?.component as ComponentType<P> | undefined);
  useEffect(() => {
    if (component || !entry) return;
    let live = true;
    void entry.settled.then(() => live && settled());
    return () => {
      live = false;
    };
  }, [component, entry]);
  return component;
}
