import { useEffect, useRef, useState } from 'react';
import type { ChoiceItem } from './types';

/** The pause in typing after which the server is asked (as the palette's searched choices wait). */
const SEARCH_PAUSE_MS = 250;

export type Found = { status: 'idle' | 'searching' | 'ready'; items: ChoiceItem[] };

/**
 * The server's answer to `query` (null: nothing asked), asked after a pause in typing (at once
 * for an empty query, a first page); a later query drops an earlier one's answer, and the
 * earlier items stay shown while it is asked.
 */
export function useServerSearch(query: string | null, search: (text: string, signal: AbortSignal) => Promise<ChoiceItem[]>): Found {
  const [found, setFound] = useState<Found>({ status: 'idle', items: [] });
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (query === null) return;
    const abort = new AbortController();
    setFound((last) => ({ status: 'searching', items: last.items }));
    const timer = setTimeout(() => {
      searchRef.current(query, abort.signal).then(
        (items) => !abort.signal.aborted && setFound({ status: 'ready', items }),
        () => !abort.signal.aborted && setFound({ status: 'ready', items: [] }),
      );
    }, query ? SEARCH_PAUSE_MS : 0);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);
  return found;
}
