/**
 * 导入 from a file and 模板下载: the import's spreadsheet chosen as an .xlsx file (the browser's
 * file chooser; the same import-user call as org.user.import, whose check proves it), and the
 * template whose header row that import reads.
 */
import { saveBlob } from '../../src/api/resource';
import { readSheet } from '../../src/formats/xlsx-read';
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import { defineCommand } from '../../src/platform/define-command';
import { catchDownloads } from '../crud/checks';
import { done, onUserScreen } from './user-shared';

const TEMPLATE_NAME = '用户数据模板.xlsx';

/** Asks the browser for one .xlsx file; resolves with undefined when the chooser is closed. */
function chooseSpreadsheet(): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = Object.assign(document.createElement('input'), { type: 'file', accept: '.xlsx' });
    input.addEventListener('change', () => resolve(input.files?.[0]));
    input.addEventListener('cancel', () => resolve(undefined));
    input.click();
  });
}

export const importUserFile = defineCommand({
  id: 'org.user.importFile',
  title: { zh: '用户管理 · 从文件导入', en: 'Users · import a file' },
  group: 'resource',
  keywords: ['import', 'excel', 'xlsx', 'file', '导入', '文件', 'user'],
  changesData: true,
  at: user.menuPath,
  when: (ctx) => onUserScreen(ctx, 'user_add'),
  args: {
    isCovered: {
      kind: 'choice',
      label: { zh: '数据覆盖', en: 'Update existing accounts' },
      options: () => [{ value: '0', label: '否' }, { value: '1', label: '是' }],
      initial: () => '0',
    },
  },
  run: async (_ctx, { isCovered }) => {
    const file = await chooseSpreadsheet();
    if (!file) return null;
    await userApi.importUsers(file, isCovered === '1');
    await done();
    return file.name;
  },
  check: { impossible: { zh: '选择文件需要有人操作浏览器; 它发出的导入调用与 org.user.import 相同, 由其检查证明', en: 'choosing a file needs a person at the browser; the import call it makes is org.user.import\'s, whose check proves it' } },
});

export const downloadUserTemplate = defineCommand({
  id: 'org.user.template',
  title: { zh: '用户管理 · 模板下载', en: 'Users · download the import template' },
  group: 'resource',
  keywords: ['template', 'import', 'excel', '模板', '下载', 'user'],
  at: user.menuPath,
  when: (ctx) => onUserScreen(ctx, 'user_add'),
  run: async () => {
    const template = await userApi.template();
    saveBlob(template, TEMPLATE_NAME);
    return template;
  },
  check: {
    at: user.menuPath,
    scenario: async (h) => {
      const downloads = catchDownloads();
      try {
        const template = await h.run();
        h.expect(downloads.names.includes(TEMPLATE_NAME), 'no template was saved');
        const [header = []] = template instanceof Blob ? await readSheet(template) : [];
        h.expect(header.includes('用户账号') && header.includes('所属部门'), `the template's header is ${header.join(', ')}`);
      } finally {
        downloads.restore();
      }
    },
  },
});
