import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { execute, InvalidArgumentError } from '../platform/registry';
import { recordError } from '../core/errorlog';
import { session } from '../core/session';
import { language, useT } from '../i18n';
import '../i18n/shell';
import { TextInput } from '../ui/fields';
import { runCommand } from '../platform/run-command';

/** The lock screen: the same password unlocks (session.unlock); logging out is the way out otherwise. */
export default function LockPage() {
  const t = useT();
  const snap = useSnapshot(session);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const unlock = async () => {
    if (!password) return setError(t('lock.passwordRequired'));
    try {
      await execute('session.unlock', { password }, 'button');
    } catch (cause) {
      // A wrong password comes back as the argument's problem, which nothing else shows: the
      // field shows it, the one place a user looks while typing it again. Anything else is a bug.
      if (cause instanceof InvalidArgumentError && cause.problems.password) return setError(cause.problems.password[language.current]);
      setError(cause instanceof Error ? cause.message : String(cause));
      recordError('error', cause, 'session.unlock (button)');
    }
  };

  return (
    <main className="login-page lock-page">
      <div className="login-card">
        <h1>{t('lock.title')}</h1>
        <p className="muted">{snap.userInfo?.nick_name ?? snap.userInfo?.account} · {t('lock.hint')}</p>
        <Form className="form" onSubmit={(e) => { e.preventDefault(); void unlock(); }}>
          <TextInput label={t('lock.password')} type="password" autoFocus value={password} onChange={(v) => { setPassword(v); setError(''); }} error={error || undefined} />
          <Button type="submit" className="button primary wide">{t('lock.unlock')}</Button>
          <Button className="button wide" onPress={() => void runCommand('session.logout', {}, 'button')}>{t('layout.logout')}</Button>
        </Form>
      </div>
    </main>
  );
}
