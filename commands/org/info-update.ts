/**
 * 个人信息: saves the caller's own name, nickname, mobile, email and avatar (user/update-info),
 * checked with the user form's rules; the header shows the new name and avatar at once.
 */
import { notify } from '../../src/core/notify';
import { session } from '../../src/core/session';
import { userApi, type UserRecord } from '../../src/api/user';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { oncePerRun } from '../crud/field-args';
import { INFO_PATH, onInfoPage, profileArg } from './info-shared';

const PROFILE = {};
const current = (name: keyof UserRecord) => async (ctx: CommandContext) => {
  const info = await oncePerRun(ctx, PROFILE, () => userApi.info());
  const value = info[name];
  return value === undefined || value === null || value === '' ? undefined : String(value);
};

export const updateInfo = defineCommand({
  id: 'org.info.update',
  title: { zh: '个人信息 · 修改信息', en: 'Personal info · save profile' },
  group: 'session',
  keywords: ['profile', 'info', 'name', 'phone', 'email', 'avatar', '个人信息', '修改', '头像'],
  changesData: true,
  at: INFO_PATH,
  when: onInfoPage,
  args: {
    realName: profileArg('realName', current('realName'), false),
    name: profileArg('name', current('name'), false),
    phone: profileArg('phone', current('phone'), false),
    email: profileArg('email', current('email'), true),
    avatar: { kind: 'text', optional: true, label: { zh: '头像地址', en: 'Avatar URL' }, initial: current('avatar') },
  },
  run: async (_ctx, { realName, name, phone, email, avatar }) => {
    await userApi.updateInfo({ realName, name, phone, email: email ?? '', avatar: avatar ?? '' });
    if (session.userInfo) Object.assign(session.userInfo, { real_name: realName, nick_name: name, avatar: avatar ?? '' });
    notify('success', t('message.operationSuccess'));
  },
  check: {
    mutates: true,
    at: INFO_PATH,
    scenario: async (h) => {
      const before = await userApi.info();
      h.cleanup(() => userApi.updateInfo({ realName: before.realName, name: before.name, phone: before.phone, email: before.email, avatar: before.avatar }));
      const changed = { realName: '核对姓名', name: `${before.name}-check`, phone: '13700001111', email: 'check@example.com', avatar: '/check/avatar.png' };
      await h.run(changed);
      const after = await userApi.info();
      const wrong = Object.entries(changed).filter(([key, value]) => after[key] !== value).map(([key]) => key);
      h.expect(wrong.length === 0, `the profile does not read back changed: ${wrong.join(', ')}`);
    },
  },
});
