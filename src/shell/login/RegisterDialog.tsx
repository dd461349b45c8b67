import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { authApi } from '../../api/auth';
import { logout } from '../../auth/login';
import { ApiError } from '../../core/http';
import { notify } from '../../core/notify';
import { t, useT } from '../../i18n';
import { AlertDialog, ModalDialog } from '../../ui/Dialog';
import { TextInput } from '../../ui/fields';
import { useFormState } from '../../ui/form-state';
import { registrationProblem, type RegistrationForm } from './registration';

/** The registration a social-login guest files for an administrator to approve. */
export default function RegisterDialog({ tenantId, oauthId, onClose }: { tenantId: string; oauthId: string; onClose: () => void }) {
  useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  const form = useFormState<RegistrationForm>({ tenantId, name: '', account: '', password: '', password2: '' }, {});

  const submit = async () => {
    const found = registrationProblem(form.values);
    if (found) {
      setProblem(t(found));
      notify('warning', t(found));
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      const { md5 } = await import('hash-wasm');
      const { tenantId: tenant, name, account, password } = form.values;
      // password2 is only the confirmation: the server gets the oauthId instead.
      await authApi.registerGuest({ tenantId: tenant, name, account, password: await md5(password), oauthId });
      setDone(true);
    } catch (cause) {
      const msg = cause instanceof ApiError ? (cause.body as { msg?: string } | undefined)?.msg : undefined;
      setProblem(msg || t('message.submitFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return <AlertDialog title={t('register.successTitle')} text={t('register.success')} onClose={() => void logout().then(onClose)} />;
  }
  return (
    <ModalDialog title={t('register.title')} onClose={() => void logout().then(onClose)} width={480}>
      <p className="muted">{t('register.hint')}</p>
      <Form className="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <TextInput label={t('register.tenantId')} {...form.field('tenantId')} isDisabled={busy} />
        <TextInput label={t('register.name')} {...form.field('name')} isDisabled={busy} />
        <TextInput label={t('register.account')} {...form.field('account')} isDisabled={busy} />
        <TextInput label={t('register.password')} type="password" {...form.field('password')} isDisabled={busy} />
        <TextInput label={t('register.password2')} type="password" {...form.field('password2')} isDisabled={busy} />
        {problem && <p role="alert" className="form-failure">{problem}</p>}
        <Button type="submit" className="button primary wide" isDisabled={busy}>{t('register.submit')}</Button>
      </Form>
    </ModalDialog>
  );
}
