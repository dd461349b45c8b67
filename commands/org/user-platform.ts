/** 平台配置: the selected user's settings for one platform (web, app, other): userExt, kept per platform. */
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import { selectRows } from '../../src/core/selection';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { fieldOptions } from '../crud/field-args';
import { done, onUserScreen, selectedUsers, temporaryUser } from './user-shared';

const userTypeField = user.fields.find((field) => field.name === 'userType')!;
const selected = (ctx: CommandContext) => selectedUsers(ctx)[0] ?? '';

export const userPlatform = defineCommand({
  id: 'org.user.platform',
  title: { zh: '用户管理 · 平台配置', en: 'Users · platform settings' },
  group: 'selection',
  keywords: ['platform', 'user type', 'ext', '平台', '配置', '拓展', 'user'],
  changesData: true,
  at: user.menuPath,
  records: { resource: user.name },
  when: (ctx) => onUserScreen(ctx, 'user_edit') && selectedUsers(ctx).length === 1,
  args: {
    userType: {
      kind: 'choice',
      label: userTypeField.label,
      options: (ctx: CommandContext) => fieldOptions(userTypeField, ctx),
      initial: async (ctx: CommandContext) => String((await userApi.platformDetail(selected(ctx))).userType),
    },
    userExt: {
      kind: 'text',
      multiline: true,
      optional: true,
      label: { zh: '用户拓展', en: 'Extension' },
      initial: async (ctx: CommandContext) => (await userApi.platformDetail(selected(ctx))).userExt || undefined,
    },
  },
  run: async (ctx, { userType, userExt }) => {
    await userApi.updatePlatform(selected(ctx), userType, userExt ?? '');
    await done();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const row = await temporaryUser(h);
      const ext = JSON.stringify({ check: String(row.account) });
      selectRows(user.name, [row.id]);
      await h.run({ userType: '2', userExt: ext });
      const saved = await userApi.platformDetail(row.id, '2');
      h.expect(saved.userExt === ext, `the app platform's extension reads back as ${String(saved.userExt)}`);
    },
  },
});
