import { clearErrors, errorLog, recordError, uploadErrors } from '../../src/core/errorlog';
import { notify } from '../../src/core/notify';
import { errorLogView } from '../../src/features/errorlog/store';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/i18n/layout';
import { defineCommand, inConsole } from '../navigation/helpers';
import type { CommandContext } from '../types';

// The log is not part of CommandContext (see the report): these read it directly.
const hasErrors = (ctx: CommandContext) => inConsole(ctx) && errorLog.entries.length > 0;

export const openErrorLog = defineCommand({
  id: 'errors.open',
  title: { zh: '查看错误日志', en: 'Open error log' },
  group: 'errors',
  keywords: ['error', 'log', 'bug', 'debug', 'cuowu'],
  shortcut: 'alt+shift+e',
  when: inConsole,
  run: () => {
    errorLogView.open = true;
  },
  check: {
    scenario: async (h) => {
      await h.run();
      // The header's badge is named 错误日志 too: look for what only the dialog shows.
      await h.see(t('ctl.errorLog.upload'));
      h.expect(errorLogView.open, 'the error log is not open');
      errorLogView.open = false;
    },
  },
});

/** Spec §8: uploading asks first; the palette or the dialog's confirmation gives `confirm`. */
export const uploadErrorLog = defineCommand({
  id: 'errors.upload',
  title: { zh: '上传错误日志', en: 'Upload error log' },
  group: 'errors',
  keywords: ['error', 'log', 'upload', 'send', 'server'],
  when: hasErrors,
  args: { confirm: { kind: 'confirm', label: { zh: '确定上传本地日志到服务器?', en: 'Upload the local log to the server?' } } },
  run: async () => {
    await uploadErrors();
    errorLogView.open = false;
    notify('success', t('message.sendSuccess'));
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      recordError('error', new Error('check: upload me'));
      await h.run({ confirm: true });
      await h.see(t('message.sendSuccess'));
      h.expect(!errorLog.entries.some((entry) => entry.message === 'check: upload me'), 'the uploaded entry is still here');
    },
  },
});

export const clearErrorLog = defineCommand({
  id: 'errors.clear',
  title: { zh: '清空错误日志', en: 'Clear error log' },
  group: 'errors',
  keywords: ['error', 'log', 'clear', 'empty'],
  when: hasErrors,
  args: { confirm: { kind: 'confirm', label: { zh: '确定清空本地日志?', en: 'Clear the local log?' } } },
  run: () => {
    clearErrors();
    notify('success', t('message.clearSuccess'));
  },
  check: {
    scenario: async (h) => {
      recordError('error', new Error('check: clear me'));
      await h.run({ confirm: true });
      await h.see(t('message.clearSuccess'));
      h.expect(errorLog.entries.length === 0, 'the log is not empty');
    },
  },
});
