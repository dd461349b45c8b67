import { useEffect, useState } from 'react';
import { config } from '../../base/config';
import { backendName } from '../../platform/backend-offer';
import { language } from '../../i18n';
import { localize } from '../../i18n/resource';
import { useSnapshot } from 'valtio';

/** The backend behind /api as the page can name it: its own name, else the gateway's address. */
export async function describeBackend(): Promise<string> {
  const name = await backendName();
  return name ? localize(name) : `${window.location.origin}${config.apiBase}`;
}

/** describeBackend for a component, in the console's language. */
export function useBackendName(): string {
  const { current } = useSnapshot(language);
  const [name, setName] = useState('');
  useEffect(() => {
    let live = true;
    void describeBackend().then((found) => live && setName(found));
    return () => void (live = false);
  }, [current]);
  return name;
}
