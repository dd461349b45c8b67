import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSearch } from 'wouter';
import { framedPageName, framedUrl, reachable } from '../core/frame';
import { useT } from '../i18n';
import '../i18n/shell';
import { useCommand } from '../ui/use-command';

type Reach = 'probing' | 'reachable' | 'unreachable';

/**
 * Whether the framed address answers, asked again when the browser goes on- or offline. A page
 * that cannot be reached shows the pane's own message instead of the browser's broken page.
 */
function useReach(url: URL | null): Reach {
  const href = url?.href;
  const [reach, setReach] = useState<Reach>('probing');
  useEffect(() => {
    if (!href) return undefined;
    const abort = new AbortController();
    const probe = () => {
      setReach('probing');
      void reachable(new URL(href), abort.signal).then((ok) => abort.signal.aborted || setReach(ok ? 'reachable' : 'unreachable'));
    };
    probe();
    window.addEventListener('online', probe);
    window.addEventListener('offline', probe);
    return () => {
      abort.abort();
      window.removeEventListener('online', probe);
      window.removeEventListener('offline', probe);
    };
  }, [href]);
  return reach;
}

/**
 * The frame route: `src` names the page; every other query parameter is passed on to it. Only
 * http(s) pages are framed, and the frame is sandboxed. Above the frame, the address and a button
 * that opens it in a new window (link.openWindow), for a page that refuses to be framed.
 */
export default function FramePane() {
  const t = useT();
  const search = useSearch();
  const url = framedUrl(search);
  const reach = useReach(url);
  const open = useCommand('link.openWindow');
  if (!url) return <p role="alert" className="pane">{t('error.frameRefused')}</p>;
  const name = framedPageName(Object.fromEntries(new URLSearchParams(search))) ?? t('page.frame');
  const openButton = (
    <Button className="button" isDisabled={!open.available} onPress={() => void open.run()}>{t('frame.openWindow')}</Button>
  );
  return (
    <div className="frame-host">
      <p className="frame-bar">
        <span className="muted">{t('frame.address')}</span> <code className="frame-address">{url.href}</code> {openButton}
      </p>
      {reach === 'probing' ? (
        <p role="status" className="muted">{t('frame.probing')}</p>
      ) : reach === 'unreachable' ? (
        <div role="alert" className="frame-error">
          <h2>{t('frame.unreachable', { name })}</h2>
          <p>{t(navigator.onLine ? 'frame.unreachableWhy' : 'frame.offline')}</p>
          <p><code className="frame-address">{url.href}</code></p>
          {openButton}
        </div>
      ) : (
        <iframe
          className="frame-pane"
          title={name}
          src={url.href}
          // A page of our own origin must not get both scripts and its origin: it could unsandbox itself.
          sandbox={url.origin === window.location.origin ? 'allow-scripts allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups allow-same-origin'}
          referrerPolicy="no-referrer"
        />
      )}
    </div>
  );
}
