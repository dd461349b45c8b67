import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useT } from '../../../i18n';
import '../../../i18n/shell';
import { ModalDialog } from '../../../ui/Dialog';
import { TextInput } from '../../../ui/fields';
import { useFormState } from '../../../ui/form-state';
import { useCommand } from '../../../ui/use-command';
import { Icon } from '../../../ui/icons';

/** The lock button: asks for the lock password (required), then runs session.lock with it. */
export function LockButton() {
  const t = useT();
  const { available } = useCommand('session.lock');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="icon-button" aria-label={t('ctl.header.lock')} isDisabled={!available} onPress={() => setOpen(true)}>
        <Icon name="lock" />
      </Button>
      {open && <LockDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function LockDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { run } = useCommand('session.lock');
  const form = useFormState({ password: '' }, { password: (v) => (v ? undefined : 'lock.passwordRequired') });
  const field = form.field('password');
  const submit = async () => {
    if (!form.validate()) return;
    onClose();
    await run({ password: form.values.password });
  };
  return (
    <ModalDialog title={t('ctl.lock.title')} onClose={onClose} width={380} footer={
      <>
        <Button className="button" onPress={onClose}>{t('action.cancel')}</Button>
        <Button className="button primary" onPress={() => void submit()}>{t('ctl.lock.submit')}</Button>
      </>
    }>
      <Form className="form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <TextInput {...field} label={t('lock.password')} type="password" autoFocus isRequired error={field.error && t(field.error)} />
      </Form>
    </ModalDialog>
  );
}
