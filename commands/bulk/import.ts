/**
 * 导入表格, 导入模板 and 下载导入报告: every list screen with an add form imports rows from a
 * spreadsheet through its own submit call (import-flow.ts), offers the template of its columns,
 * and saves the last import's report. One undo step removes the rows an import added.
 */
import * as api from '../../src/api/resource';
import { workbook, xlsx, XLSX_TYPE } from '../../src/formats/xlsx';
import { language, t } from '../../src/i18n';
import { localize } from '../../src/i18n/resource';
import { closeDialog } from '../../src/platform/dialogs';
import { headerOf, importFields } from '../../src/engine/bulk/columns';
import { templateSheets } from '../../src/engine/bulk/template';
import type { ResourceSchema } from '../../src/schema/types';
import { allows } from '../../src/engine/access';
import { fieldChoices } from '../../src/engine/bulk/choices';
import { viewOf } from '../../src/engine/controller';
import { stepTitle } from '../../src/platform/undo';
import type { ArgSpec, CheckHarness, Command, NoArgs, UndoStep } from '../../src/platform/types';
import { crudCommandId } from '../../src/schema/command-ids';
import { readSheet } from '../../src/formats/xlsx-read';
import { withDownloadsCaught, ready, sampleRecord } from '../crud/checks';
import { newRecord, typedValues } from '../crud/field-args';
import { differences, serverRecord } from '../crud/readback';
import { runImport, type ImportResult } from './import-flow';
import { lastReports } from './import-report';
import { describe, onScreen } from '../crud/shared';
import { sheetSource } from './sheet-source';

const today = () => new Date().toISOString().slice(0, 10);

/** The undo of an import: removing the rows it added. */
function removeImported(schema: ResourceSchema, result: ImportResult): UndoStep {
  const title = describe(schema, 'import').title;
  return {
    title: stepTitle(title, { zh: `${result.addedIds.length} 行`, en: `${result.addedIds.length} rows` }),
    run: async () => {
      await api.remove(schema, result.addedIds);
      await viewOf(schema.name)?.refresh();
    },
  };
}

/**
 * The checks' import: one sample row (checks.ts) pasted under its labels, imported through the
 * preview, read back from the server with the values given, and removed when the check ends.
 * Resolves with the import's result.
 */
async function importSample(h: CheckHarness, schema: ResourceSchema): Promise<ImportResult> {
  await ready(schema);
  const typed = typedValues(schema, await sampleRecord(schema));
  const fields = importFields(schema).filter((field) => typed[field.name] !== undefined);
  const sheet = [fields.map((field) => field.label.zh), fields.map((field) => typed[field.name])].map((cells) => cells.join('\t')).join('\n');
  // A check that fails before the report leaves no dialog over the console for the next one.
  h.cleanup(() => closeDialog('bulk'));
  const running = h.execute(crudCommandId(schema.name, 'import'), { sheet });
  await h.press(t('bulk.importRows', { count: 1 }));
  const result = (await running) as ImportResult | null;
  // The report stays until closed; closed first, so a failed check leaves no dialog behind.
  await h.press(t('action.close'));
  const [id] = result?.addedIds ?? [];
  h.expect(id !== undefined, 'the imported row is not on the server');
  h.cleanup(() => api.remove(schema, [id!]));
  const stored = await serverRecord(schema, id!);
  const unlike = stored ? differences(schema, stored, newRecord(schema, typed)) : ['the row'];
  h.expect(unlike.length === 0, `the imported row does not hold ${unlike.join(', ')}`);
  return result!;
}

export function importCommand(schema: ResourceSchema): Command<{ sheet: ArgSpec }> {
  const header = (lang: 'zh' | 'en') => importFields(schema).map((field) => headerOf(field, lang)).join('\t');
  return {
    ...describe(schema, 'import'),
    args: {
      sheet: {
        kind: 'text',
        multiline: true,
        optional: true,
        label: { zh: '粘贴表格(首行为表头);留空则选择文件', en: 'Paste the cells (header first); leave empty to choose a file' },
        placeholder: { zh: header('zh'), en: header('en') },
      },
    },
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'add', ctx.can),
    reversible: () => (result) => {
      const imported = result as ImportResult | null;
      return imported?.addedIds.length ? removeImported(schema, imported) : null;
    },
    run: async (_ctx, { sheet }) => {
      const source = await sheetSource(sheet);
      return source ? runImport(schema, source, localize(describe(schema, 'import').title)) : null;
    },
    check: { mutates: true, at: schema.menuPath, scenario: (h) => importSample(h, schema).then(() => undefined) },
  };
}

/** The template of the screen's import, in the user's language; resolves with the file. */
export function importTemplateCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'importTemplate'),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'add', ctx.can),
    run: async () => {
      const { labels, partial } = await fieldChoices(schema, language.current);
      const blob = new Blob([workbook(templateSheets(schema, labels, language.current, partial))], { type: XLSX_TYPE });
      api.saveBlob(blob, `${localize(schema.title)}-${t('bulk.template')}.xlsx`);
      return blob;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const { result: file, names } = await withDownloadsCaught(() => h.run());
        h.expect(names.length === 1, 'the template was not saved');
        const [header = []] = await readSheet(file as Blob);
        const wanted = importFields(schema).map((field) => headerOf(field, language.current));
        h.expect(header.join(',') === wanted.join(','), `the template's header is ${header.join(', ')}, not ${wanted.join(', ')}`);
      },
    },
  };
}

/** Saves the report of the screen's last import. */
export function importReportCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'importReport'),
    when: (ctx) => onScreen(schema, ctx) && lastReports.has(schema.name),
    run: () => {
      const report = lastReports.get(schema.name)!;
      const blob = new Blob([xlsx(t('bulk.reportSheet'), [report.header, ...report.rows])], { type: XLSX_TYPE });
      api.saveBlob(blob, `${schema.name}-${today()}-${t('bulk.reportSheet')}.xlsx`);
      return blob;
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        await importSample(h, schema);
        const { result: file, names } = await withDownloadsCaught(() => h.run());
        const [, ...lines] = await readSheet(file as Blob);
        h.expect(names.length === 1 && lines.length === 1 && lines[0]?.[1] === t('bulk.result.added'), `the report holds ${lines.map((line) => line.join(' ')).join('; ')}`);
      },
    },
  };
}
