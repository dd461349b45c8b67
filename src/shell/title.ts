import { useEffect } from 'react';
import { t, useT } from '../i18n';
import { FRAME_PREFIX, framedPageName } from '../core/frame';
import { menuLabel } from '../core/menu-label';
import type { RouteDef } from './route-def';

/** A page's title; the frame route's is the name of the menu of the page it shows (its `search`). */
export function pageTitle(route: RouteDef, search = ''): string {
  if (typeof route.title !== 'string') return menuLabel(route.title);
  const framed = route.pattern.startsWith(FRAME_PREFIX) ? framedPageName(Object.fromEntries(new URLSearchParams(search))) : undefined;
  return framed ?? t(route.title);
}

/** document.title follows the language and the current page: "<page> - <console>". */
export function useDocumentTitle(route: RouteDef | undefined, search = ''): void {
  useT();
  const text = route ? `${pageTitle(route, search)} - ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = text;
  }, [text]);
}
