import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { config } from '../config';
import { logout } from '../core/auth';
import { unlockSession } from '../core/lock';
import { session } from '../core/session';
import { useT } from '../i18n';
import '../i18n/shell';
import { TextInput } from '../ui/fields';

/** The lock screen: the same password unlocks; logging out is the way out otherwise. */
export default function LockPage() {
  const t = useT();
  const snap = useSnapshot(session);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const unlock = () => {
    if (!password) return setError(t('lock.passwordRequired'));
    if (!unlockSession(password)) return setError(t('lock.wrongPassword'));
    navigate(config.homePath, { replace: true });
  };

  return (
    <main className="login-page lock-page">
      <div className="login-card">
        <h1>{t('lock.title')}</h1>
        <p className="muted">{snap.userInfo?.nick_name ?? snap.userInfo?.account} · {t('lock.hint')}</p>
        <Form className="form" onSubmit={(e) => { e.preventDefault(); unlock(); }}>
          <TextInput label={t('lock.password')} type="password" autoFocus value={password} onChange={(v) => { setPassword(v); setError(''); }} error={error || undefined} />
          <Button type="submit" className="button primary wide">{t('lock.unlock')}</Button>
          <Button className="button wide" onPress={() => void logout()}>{t('layout.logout')}</Button>
        </Form>
      </div>
    </main>
  );
}
