/**
 * Object storage and sms configurations: enable one (it becomes its school's only enabled one),
 * a test upload through one, a test message through one (recorded in the usual log).
 */
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/features/storage/messages';
import { enableConfiguration, sendTestMessage } from '../../src/api/storage';
import { closeUpload, openUpload } from '../../src/features/storage/upload-state';
import { session } from '../../src/core/session';
import type { CheckHarness } from '../../src/platform/types';
import { logUsual } from '../../src/schema/storage/logs';
import { oss } from '../../src/schema/storage/oss';
import { sms } from '../../src/schema/storage/sms';
import type { ResourceSchema } from '../../src/schema/types';
import { viewOf } from '../../src/engine/controller';
import { addTemporary } from '../crud/checks';
import { serverRecord, serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { canAct, checkFile, chooseInDialog, removeStored, uploadEnded, selectedId, selectOnScreen, storedObject } from './shared';
import type { IdPart } from '../../src/schema/command-names';

const ENABLED = 2;

/** The rows of the caller's school, as the server holds them. */
const ownRows = async (schema: ResourceSchema) => (await serverRows(schema)).filter((row) => row.tenantId === session.userInfo?.tenant_id);

function enableCommand(schema: ResourceSchema & { name: IdPart<'storage.', '.enable'> }, permission: string) {
  return defineCommand({
    id: `storage.${schema.name}.enable` as const,
    title: { zh: `${schema.title.zh} · 启用`, en: `${schema.title.en} · Enable` },
    group: 'selection',
    keywords: ['enable', 'active', '启用', 'qiyong', schema.name],
    // O for on: E edits.
    shortcut: 'alt+o',
    changesData: true,
    at: schema.menuPath,
    records: { resource: schema.name },
    when: (ctx) => canAct(schema, ctx, permission, 'one'),
    async run(ctx) {
      const id = selectedId(schema, ctx);
      await enableConfiguration(schema.api.prefix, id);
      const row = await serverRecord(schema, id);
      notify('success', t('storage.enabled', { name: String(row?.[schema.titleField ?? 'id'] ?? id) }));
      await viewOf(schema.name)?.refresh();
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h: CheckHarness) => {
        const before = (await ownRows(schema)).find((row) => Number(row.status) === ENABLED);
        if (before) h.cleanup(() => enableConfiguration(schema.api.prefix, before.id));
        const [added] = await addTemporary(h, schema);
        await selectOnScreen(schema, added!.id);
        await h.run();
        const after = await ownRows(schema);
        const enabled = after.filter((row) => Number(row.status) === ENABLED).map((row) => row.id);
        h.expect(enabled.length === 1 && enabled[0] === added!.id, `the school's enabled configurations are ${enabled.join(',') || 'none'}, not only ${added!.id}`);
      },
    },
  });
}

const PHONES = /^1\d{10}(,1\d{10})*$/;

function isJsonObject(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

export const sendSmsCommand = defineCommand({
  id: 'storage.sms.send',
  title: { zh: '短信配置 · 发送调试', en: 'SMS · Send a test message' },
  group: 'selection',
  keywords: ['sms', 'send', 'test', 'message', '短信', '发送', '调试', 'duanxin'],
  changesData: true,
  at: sms.menuPath,
  records: { resource: sms.name },
  when: (ctx) => canAct(sms, ctx, 'sms_enable', 'one'),
  args: {
    phones: {
      kind: 'text', label: { zh: '手机号', en: 'Phones' }, placeholder: { zh: '13800138000,13900139000', en: '13800138000,13900139000' },
      validate: (value: string) => (PHONES.test(value.replace(/\s/g, '')) ? undefined : { zh: '请输入11位手机号,多个用英文逗号分隔', en: 'Enter 11-digit phone numbers, separated by commas' }),
    },
    params: {
      kind: 'text', label: { zh: '发送参数 (JSON)', en: 'Parameters (JSON)' }, initial: () => '{"code":"1234"}',
      validate: (value: string) => (isJsonObject(value) ? undefined : { zh: '请输入JSON对象,例如 {"code":"1234"}', en: 'Enter a JSON object, e.g. {"code":"1234"}' }),
    },
  },
  async run(ctx, { phones, params }) {
    const row = await serverRecord(sms, selectedId(sms, ctx));
    const message = await sendTestMessage(String(row?.smsCode ?? ''), phones.replace(/\s/g, ''), params);
    notify('success', message);
    return message;
  },
  check: {
    mutates: true,
    at: sms.menuPath,
    scenario: async (h) => {
      const config = (await ownRows(sms))[0] ?? h.skip({ zh: '本校没有短信配置', en: 'the school has no sms configuration' });
      await selectOnScreen(sms, config.id);
      const phone = `139${String(Date.now()).slice(-8)}`;
      const answer = await h.run({ phones: phone, params: '{"code":"4321"}' });
      h.expect(answer === '发送成功!', `the server answered ${String(answer)}`);
      const logged = await serverRows(logUsual, { logData: phone });
      h.expect(logged.some((row) => String(row.logData).includes(String(config.smsCode))), `no usual-log row records the message to ${phone}`);
    },
  },
});

export const debugUploadCommand = defineCommand({
  id: 'storage.oss.debugUpload',
  title: { zh: '对象存储 · 上传调试', en: 'Object storage · Test upload' },
  group: 'selection',
  keywords: ['upload', 'test', 'debug', '上传', '调试', 'oss'],
  at: oss.menuPath,
  records: { resource: oss.name },
  when: (ctx) => canAct(oss, ctx, 'oss_enable', 'one'),
  async run(ctx) {
    const row = await serverRecord(oss, selectedId(oss, ctx));
    openUpload('put-file', String(row?.ossCode ?? ''));
  },
  check: {
    mutates: true,
    at: oss.menuPath,
    scenario: async (h) => {
      const config = (await ownRows(oss))[0] ?? h.skip({ zh: '本校没有存储配置', en: 'the school has no storage configuration' });
      await selectOnScreen(oss, config.id);
      h.cleanup(closeUpload);
      await h.run();
      const file = checkFile();
      h.cleanup(() => removeStored(file.name));
      await chooseInDialog(file);
      await h.press('上传');
      await uploadEnded();
      const stored = await storedObject(file.name);
      h.expect(stored !== undefined, 'the uploaded file never reached the server');
      h.expect(stored!.ossCode === config.ossCode, `the file is not stored through ${String(config.ossCode)}`);
    },
  },
});

export const configCommands = [enableCommand(oss, 'oss_enable'), enableCommand(sms, 'sms_enable'), sendSmsCommand, debugUploadCommand];
