/** The code generator: generate the chosen entries' files (a zip for this console) and copy an entry. */
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/features/storage/messages';
import * as api from '../../src/api/resource';
import { copyCodeEntry, generateCode } from '../../src/api/storage';
import { code } from '../../src/schema/storage/code';
import { viewOf } from '../../src/engine/controller';
import { catchDownloads } from '../crud/checks';
import { serverRecord, serverRows } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { canAct, selectedId, selectOnScreen } from './shared';

export const generateCodeCommand = defineCommand({
  id: 'storage.code.generate',
  title: { zh: '代码生成 · 生成代码', en: 'Code generator · Generate' },
  group: 'selection',
  keywords: ['generate', 'code', 'zip', '生成', '代码', 'shengcheng'],
  at: code.menuPath,
  when: (ctx) => canAct(code, ctx, 'code_edit', 'some'),
  records: { resource: code.name, several: true },
  single: true,
  async run(ctx) {
    const ids = selectedIds(code, ctx);
    const zip = await generateCode(ids);
    api.saveBlob(zip, '代码生成.zip');
    notify('success', t('storage.generated', { count: ids.length }));
    return zip;
  },
  check: {
    at: code.menuPath,
    scenario: async (h) => {
      const entry = (await serverRows(code, { tableName: 'blade_notice' }))[0] ?? h.skip({ zh: '没有 blade_notice 的代码生成配置', en: 'no code generator entry for blade_notice' });
      await selectOnScreen(code, entry.id);
      const downloads = catchDownloads();
      try {
        const zip = await h.run();
        h.expect(downloads.names.includes('代码生成.zip'), 'no zip was saved');
        // Entries are stored uncompressed: names and schema text read as they are.
        const text = zip instanceof Blob ? new TextDecoder().decode(await zip.arrayBuffer()) : '';
        h.expect(text.startsWith('PK'), 'the answer is not a zip');
        h.expect(text.includes('src/schema/generated/notice.ts') && text.includes('defineResource({'), 'the zip holds no schema of the notice table');
        h.expect(text.includes('fixtures/notice.json') && text.includes('"notice_add"'), 'the zip holds no fixture or menu rows');
      } finally {
        downloads.restore();
      }
    },
  },
});

export const copyCodeCommand = defineCommand({
  id: 'storage.code.copy',
  title: { zh: '代码生成 · 复制', en: 'Code generator · Copy' },
  group: 'selection',
  keywords: ['copy', 'duplicate', '复制', 'fuzhi'],
  changesData: true,
  at: code.menuPath,
  when: (ctx) => canAct(code, ctx, 'code_add', 'one'),
  records: { resource: code.name },
  async run(ctx) {
    await copyCodeEntry(selectedId(code, ctx));
    notify('success', t('storage.copied'));
    await viewOf(code.name)?.refresh();
  },
  check: {
    mutates: true,
    at: code.menuPath,
    scenario: async (h) => {
      const entry = (await serverRows(code))[0] ?? h.skip({ zh: '没有代码生成配置', en: 'no code generator entry' });
      await selectOnScreen(code, entry.id);
      await h.run();
      const copies = (await serverRows(code, { codeName: `${String(entry.codeName)}-copy` })).filter((row) => row.codeName === `${String(entry.codeName)}-copy`);
      h.expect(copies.length > 0, 'no copy of the entry is on the server');
      for (const copy of copies) h.cleanup(() => api.remove(code, [copy.id]));
      const original = await serverRecord(code, entry.id);
      h.expect(copies.some((copy) => copy.tableName === original?.tableName && copy.id !== entry.id), 'the copy holds another table than the entry');
    },
  },
});

export const codeCommands = [generateCodeCommand, copyCodeCommand];
