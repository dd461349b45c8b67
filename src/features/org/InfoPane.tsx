import { useEffect, useState, type FormEvent } from 'react';
import { Button, FileTrigger, Form, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { execute } from '../../platform/registry';
import { useT } from '../../i18n';
import { localize } from '../../i18n/resource';
import { user } from '../../schema/org/user';
import type { FieldDef } from '../../schema/types';
import { fieldProblem } from '../../schema/validate';
import { TextInput } from '../../ui/form/text';
import { avatarProblem, uploadAvatar } from './avatar-upload';
import { userApi } from '../../api/user';
import './user-messages';
import './user.css';
import type { CommandId } from '../../schema/command-ids';

type Profile = { realName: string; name: string; phone: string; email: string; avatar: string };
const PROFILE_FIELDS = ['realName', 'name', 'phone', 'email'] as const;
const fieldOf = (name: string) => (user.fields as readonly FieldDef[]).find((field) => field.name === name)!;

/** Runs a command from a form; a refusal has been shown by the command or the HTTP client. */
const run = (id: CommandId, args: Record<string, unknown>) => execute(id, args, 'button').then(() => true, () => false);

/**
 * 个人信息 (/info/index, from the header's user menu): the caller's own profile with the avatar,
 * and the password change. Saving runs org.info.update and org.info.password, which the palette
 * offers on this page too.
 */
export default function InfoPane() {
  const t = useT();
  return (
    <section className="pane info-pane">
      <h1>{t('orgUser.info.title')}</h1>
      <Tabs className="info-tabs">
        <TabList aria-label={t('orgUser.info.title')}>
          <Tab id="profile">{t('orgUser.info.profileTab')}</Tab>
          <Tab id="password">{t('orgUser.info.passwordTab')}</Tab>
        </TabList>
        <TabPanel id="profile"><ProfileForm /></TabPanel>
        <TabPanel id="password"><PasswordForm /></TabPanel>
      </Tabs>
    </section>
  );
}

function ProfileForm() {
  const t = useT();
  const [values, setValues] = useState<Profile | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    userApi.info().then((info) => live && setValues({ realName: info.realName, name: info.name, phone: info.phone, email: info.email, avatar: info.avatar }), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!values) return <p className="muted" role="status">{t('orgUser.loading')}</p>;
  const set = (name: keyof Profile, value: string) => setValues({ ...values, [name]: value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, fieldProblem(fieldOf(name), values)]).map(([name, problem]) => [name, problem && localize(problem as never)]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    await run('org.info.update', values);
    setSaving(false);
  };
  return (
    <Form className="info-form" onSubmit={(event) => void submit(event)}>
      <AvatarField url={values.avatar} onUploaded={(link) => set('avatar', link)} />
      {PROFILE_FIELDS.map((name) => (
        <TextInput
          key={name}
          label={t(`orgUser.info.${name}`)}
          name={name}
          isRequired={Boolean(fieldOf(name).required)}
          value={values[name]}
          onChange={(value) => set(name, value)}
          error={errors[name]}
          isDisabled={saving}
        />
      ))}
      <div><Button type="submit" className="button primary" isDisabled={saving}>{t('orgUser.info.save')}</Button></div>
    </Form>
  );
}

/** The avatar and its chooser: a JPG or PNG of at most 500 KB, checked before it is sent, with the upload's progress. */
function AvatarField({ url, onUploaded }: { url: string; onUploaded: (link: string) => void }) {
  const t = useT();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = avatarProblem(file);
    setError(problem && t(problem === 'type' ? 'orgUser.info.avatarType' : 'orgUser.info.avatarSize'));
    if (problem) return;
    setPercent(0);
    try {
      onUploaded(await uploadAvatar(file, setPercent));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPercent(null);
    }
  };
  return (
    <div className="field info-avatar" data-invalid={error ? true : undefined}>
      <span className="field-label">{t('orgUser.info.avatar')}</span>
      {url && <img src={url} alt={t('orgUser.info.avatar')} />}
      <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png']} onSelect={(files) => void choose(files)}>
        <Button className="button" isDisabled={percent !== null}>{t('orgUser.info.chooseAvatar')}</Button>
      </FileTrigger>
      {percent !== null && <progress max={100} value={percent} aria-label={t('orgUser.info.uploading', { percent })} />}
      <span role="status">{percent !== null ? t('orgUser.info.uploading', { percent }) : ''}</span>
      {error && <span className="field-error" role="alert">{error}</span>}
    </div>
  );
}

function PasswordForm() {
  const t = useT();
  const blank = { oldPassword: '', newPassword: '', newPassword1: '' };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(values)) if (!value) found[name] = t('orgUser.info.passwordRequired');
    if (!found.newPassword1 && values.newPassword1 !== values.newPassword) found.newPassword1 = t('orgUser.info.passwordMismatch');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (await run('org.info.password', values)) setValues(blank);
  };
  return (
    <Form className="info-form" onSubmit={(event) => void submit(event)}>
      {(['oldPassword', 'newPassword', 'newPassword1'] as const).map((name) => (
        <TextInput
          key={name}
          type="password"
          label={t(`orgUser.info.${name}`)}
          name={name}
          isRequired
          value={values[name]}
          onChange={(value) => setValues({ ...values, [name]: value })}
          error={errors[name]}
        />
      ))}
      <div><Button type="submit" className="button primary">{t('orgUser.info.save')}</Button></div>
    </Form>
  );
}
