import { useEffect } from 'react';
import { t, useT } from '../i18n';
import { menuLabel } from '../core/menu-label';
import type { RouteDef } from '../ui/pane';

export function pageTitle(route: RouteDef): string {
  return typeof route.title === 'string' ? t(route.title) : menuLabel(route.title);
}

/** document.title follows the language and the current page: "<page> - <console>". */
export function useDocumentTitle(route: RouteDef | undefined): void {
  useT();
  const text = route ? `${pageTitle(route)} - ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = text;
  }, [text]);
}
