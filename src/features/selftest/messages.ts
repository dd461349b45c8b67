import { defineMessages } from '../../i18n';

defineMessages({
  zh: {
    selftest: {
      title: '自检',
      intro: '对当前连接的后端逐一运行每个命令的检查,查看它是否按控制台的预期应答。只读检查不会修改数据。',
      runReadOnly: '运行只读检查',
      runAll: '运行全部检查(会修改数据)',
      readOnlyHere: '会修改数据的检查只对平台管理员开放。',
      progress: '已完成 {{done}} / {{total}}',
      summary: '通过 {{passed}},失败 {{failed}},跳过 {{skipped}},无法检查 {{impossible}}',
      command: '命令',
      status: '结果',
      detail: '说明',
      time: '耗时 (ms)',
      passed: '通过',
      failed: '失败',
      skipped: '跳过',
      impossible: '无法检查',
      empty: '尚未运行',
    },
  },
  en: {
    selftest: {
      title: 'Self-test',
      intro: 'Runs every command’s check against the backend this console is connected to, to see whether it answers as the console expects. Read-only checks change no data.',
      runReadOnly: 'Run read-only checks',
      runAll: 'Run all checks (changes data)',
      readOnlyHere: 'The checks that change data are open to the platform administrator only.',
      progress: '{{done}} / {{total}} done',
      summary: '{{passed}} passed, {{failed}} failed, {{skipped}} skipped, {{impossible}} impossible',
      command: 'Command',
      status: 'Result',
      detail: 'Detail',
      time: 'Time (ms)',
      passed: 'passed',
      failed: 'failed',
      skipped: 'skipped',
      impossible: 'impossible',
      empty: 'Not run yet',
    },
  },
});
