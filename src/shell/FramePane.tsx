import { useSearch } from 'wouter';
import { useT } from '../i18n';
import '../i18n/shell';

/**
 * The frame route: `src` names the page; every other query parameter is passed on to it.
 * Only http(s) pages are framed, and the frame is sandboxed.
 */
export function framedUrl(search: string): URL | null {
  const query = new URLSearchParams(search);
  const src = query.get('src') ?? '';
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  query.delete('src');
  query.delete('name');
  query.forEach((value, key) => url.searchParams.set(key, value));
  return url;
}

export default function FramePane() {
  const t = useT();
  const url = framedUrl(useSearch());
  if (!url) return <p role="alert" className="pane">{t('error.frameRefused')}</p>;
  return (
    <iframe
      className="frame-pane"
      title={t('page.frame')}
      src={url.href}
      // A page of our own origin must not get both scripts and its origin: it could unsandbox itself.
      sandbox={url.origin === window.location.origin ? 'allow-scripts allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups allow-same-origin'}
      referrerPolicy="no-referrer"
    />
  );
}
