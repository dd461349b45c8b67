import { useEffect } from 'react';
import { useSearch } from 'wouter/use-browser-location';
import { useT } from '../../i18n';
import '../../i18n/link';
import type { PaneProps } from '../../ui/pane';
import { followDeepLink } from './deep-link';

/** A path segment as typed: percent-escapes decoded, a malformed one left as it is. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page of a deep link, shown until the link's command screen replaces it. The link is
 * followed once per location: the pane unmounts as soon as the command's screen opens. `opens`
 * is the route table's answer to whether the user has a page at a path (see followDeepLink).
 */
export function runPane(opens: (path: string) => boolean) {
  return function RunPane({ params }: PaneProps) {
    const t = useT();
    const search = useSearch();
    const id = decoded(params.id ?? '');
    useEffect(() => {
      void followDeepLink(id, search, opens);
    }, [id, search]);
    return (
      <main className="error-page" role="status">
        <p>{t('link.opening')}</p>
      </main>
    );
  };
}
