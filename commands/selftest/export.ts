import { saveBlob } from '../../src/api/resource';
import { readableReport, resultsJson } from '../../src/features/selftest/report';
import { selfTest } from '../../src/features/selftest/state';
import { defineCommand } from '../../src/platform/define-command';

const formats = { json: 'json', report: 'report' } as const;

/** A file name that sorts by time: selftest-2026-11-27T06-30-00. */
const fileStem = () => `selftest-${new Date(selfTest.startedAt).toISOString().slice(0, 19).replace(/:/g, '-')}`;

/**
 * Saves the last run's results: every check as JSON, or the readable report (Markdown), so a
 * deployment's result can be kept and compared with another's.
 */
export const exportResultsCommand = defineCommand({
  id: 'selftest.export',
  title: { zh: '自检 · 导出结果', en: 'Self-test · export the results' },
  group: 'system',
  keywords: ['self-test', 'export', 'report', 'json', '自检', '导出', '报告'],
  when: () => !selfTest.running && selfTest.results.length > 0,
  args: {
    format: {
      kind: 'choice',
      label: { zh: '格式', en: 'Format' },
      options: () => [
        { value: formats.json, label: 'JSON' },
        { value: formats.report, label: 'Markdown' },
      ],
    },
  },
  run(_ctx, { format }) {
    const json = format === formats.json;
    const text = json ? resultsJson(selfTest) : readableReport(selfTest);
    const blob = new Blob([text], { type: json ? 'application/json' : 'text/markdown' });
    saveBlob(blob, `${fileStem()}.${json ? 'json' : 'md'}`);
    return blob;
  },
  check: { impossible: { zh: '它保存已结束运行的结果, 而检查运行于运行之中; tests/features/selftest.test.tsx 导出结果', en: 'it saves the results of a finished run, and a check runs inside a run; tests/features/selftest.test.tsx exports them' } },
});
