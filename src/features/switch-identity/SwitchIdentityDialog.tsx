import { Button } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import '../../i18n/layout';
import { useCommand } from '../../ui/use-command';
import { ModalDialog } from '../../ui/Dialog';
import { useFormState } from '../../ui/form-state';
import { identityApi } from '../../api/identity';
import { SelectField } from './SelectField';
import { identityDialog } from './store';

/** Collects session.switchIdentity's arguments: both required ('请选择部门', '请选择角色'). */
export function SwitchIdentityDialog() {
  const { open } = useSnapshot(identityDialog);
  return open ? <IdentityForm /> : null;
}

function IdentityForm() {
  const t = useT();
  const { run } = useCommand('session.switchIdentity');
  const userId = useSnapshot(session).userInfo?.user_id ?? '';
  const current = session.switchIdentity;
  const depts = useSWR(['dept-select', userId], () => identityApi.depts(userId));
  const roles = useSWR(['role-select', userId], () => identityApi.roles(userId));
  const form = useFormState(
    { deptId: current.deptId, roleId: current.roleId },
    { deptId: (v) => (v ? undefined : 'ctl.identity.deptRequired'), roleId: (v) => (v ? undefined : 'ctl.identity.roleRequired') },
  );
  const close = () => {
    identityDialog.open = false;
  };
  const submit = async () => {
    if (!form.validate()) return;
    close();
    await run({ deptId: form.values.deptId, roleId: form.values.roleId });
  };
  const errorOf = (name: 'deptId' | 'roleId') => (form.errors[name] ? t(form.errors[name]!) : undefined);
  return (
    <ModalDialog title={t('ctl.identity.title')} width={420} onClose={close} footer={
      <>
        <Button className="button" onPress={close}>{t('action.cancel')}</Button>
        <Button className="button primary" onPress={() => void submit()}>{t('action.ok')}</Button>
      </>
    }>
      <div className="form">
        <SelectField
          label={t('ctl.identity.dept')}
          placeholder={t('ctl.identity.placeholder')}
          options={(depts.data ?? []).map((d) => ({ value: d.id, label: d.deptName }))}
          isLoading={depts.isLoading}
          value={form.values.deptId}
          onChange={(v) => form.set('deptId', v)}
          error={errorOf('deptId')}
        />
        <SelectField
          label={t('ctl.identity.role')}
          placeholder={t('ctl.identity.placeholder')}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
          isLoading={roles.isLoading}
          value={form.values.roleId}
          onChange={(v) => form.set('roleId', v)}
          error={errorOf('roleId')}
        />
      </div>
    </ModalDialog>
  );
}
