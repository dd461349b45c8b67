import { clearErrors, errorLog, recordError, uploadErrors } from '../../src/core/errorlog';
import { notify } from '../../src/core/notify';
import { errorLogView } from '../../src/features/errorlog/store';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/i18n/layout';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { newestServerErrors } from './server-log';

// CommandContext leaves the error log out (only these commands look at it): they read it directly.
const hasErrors = (ctx: CommandContext) => inConsole(ctx) && errorLog.entries.length > 0;

/**
 * Leaves one marked entry in the local log for a check to upload or clear, and sets the user's
 * own entries aside until the check ends: a self-test neither sends nor loses them.
 * Resolves with the entry's message.
 */
function setAsideLog(h: CheckHarness, verb: string): string {
  const marker = `check: ${verb} ${Date.now().toString(36)}`;
  const own = errorLog.entries.splice(0);
  h.cleanup(() => {
    errorLog.entries = [...own, ...errorLog.entries.filter((entry) => entry.message !== marker)];
  });
  recordError('error', new Error(marker));
  return marker;
}

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

/** Uploading asks first; the palette or the dialog's confirmation gives `confirm`. */
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
      const marker = setAsideLog(h, 'upload');
      await h.run({ confirm: true });
      h.expect(!errorLog.entries.some((entry) => entry.message === marker), 'the uploaded entry is still in the local log');
      h.expect((await newestServerErrors()).some((row) => row.message === marker), 'the server\'s error log does not list the uploaded entry');
    },
  },
});

export const clearErrorLog = defineCommand({
  id: 'errors.clear',
  title: { zh: '清空错误日志', en: 'Clear error log' },
  group: 'errors',
  keywords: ['error', 'log', 'clear', 'empty'],
  when: hasErrors,
  args: { confirm: { kind: 'confirm', destructive: true, label: { zh: '确定清空本地日志?', en: 'Clear the local log?' } } },
  run: () => {
    clearErrors();
    notify('success', t('message.clearSuccess'));
  },
  check: {
    scenario: async (h) => {
      setAsideLog(h, 'clear');
      await h.run({ confirm: true });
      await h.see(t('message.clearSuccess'));
      h.expect(errorLog.entries.length === 0, 'the log is not empty');
    },
  },
});
