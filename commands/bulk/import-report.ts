/**
 * An import's report: what became of every row of the file (added, not imported with its
 * messages, refused with the server's reason, not written after a stop), shown at the end and
 * kept, per screen, for the download command (the last import of the session).
 */
import { t } from '../../src/i18n';
import '../../src/i18n/bulk';
import { localize } from '../../src/i18n/resource';
import type { CheckedRow, Preview } from '../../src/engine/bulk/check';
import type { Written } from '../../src/engine/bulk/rows';
import { section, type Section } from '../../src/features/bulk/state';
import type { Cell } from '../../src/formats/xlsx';

export interface ImportReport {
  header: string[];
  /** One line per row of the file: its line, outcome, reason, and its cells. */
  rows: Cell[][];
  added: number;
  skipped: number;
  failed: number;
  notWritten: number;
  sections: Section[];
  summary: string;
}

const reasons = (row: CheckedRow) => row.problems.map(localize).join('; ');
const lineOf = (row: CheckedRow) => t('bulk.line', { line: row.line });

export function importReport(header: readonly string[], preview: Preview, written: Written<CheckedRow>): ImportReport {
  const attempted = new Set([...written.done, ...written.failed.map((f) => f.item)]);
  const notWritten = preview.valid.filter((row) => !attempted.has(row));
  const outcome = (key: string) => t(`bulk.result.${key}`);
  const lines: [number, Cell[]][] = [
    ...written.done.map((row): [number, Cell[]] => [row.line, [row.line, outcome('added'), '', ...row.cells]]),
    ...preview.invalid.map((row): [number, Cell[]] => [row.line, [row.line, outcome('invalid'), reasons(row), ...row.cells]]),
    ...preview.duplicates.map((row): [number, Cell[]] => [row.line, [row.line, outcome('duplicate'), '', ...row.cells]]),
    ...written.failed.map(({ item, reason }): [number, Cell[]] => [item.line, [item.line, outcome('failed'), reason, ...item.cells]]),
    ...notWritten.map((row): [number, Cell[]] => [row.line, [row.line, outcome('notWritten'), '', ...row.cells]]),
  ];
  const skipped = preview.invalid.length + preview.duplicates.length;
  const sections = [
    written.failed.length ? section(t('bulk.failed'), written.failed.map(({ item, reason }) => `${lineOf(item)}: ${reason}`)) : undefined,
    preview.invalid.length ? section(t('bulk.invalid', { count: preview.invalid.length }), preview.invalid.map((row) => `${lineOf(row)}: ${reasons(row)}`)) : undefined,
    preview.duplicates.length ? section(t('bulk.duplicates', { count: preview.duplicates.length }), preview.duplicates.map((row) => `${lineOf(row)}: ${row.cells.filter(Boolean).join(' · ')}`)) : undefined,
    notWritten.length ? section(t('bulk.stopped', { count: notWritten.length }), []) : undefined,
  ].filter((part): part is Section => Boolean(part));
  return {
    header: [t('bulk.result.line'), t('bulk.result.outcome'), t('bulk.result.reason'), ...header],
    rows: lines.sort((a, b) => a[0] - b[0]).map(([, cells]) => cells),
    added: written.done.length,
    skipped,
    failed: written.failed.length,
    notWritten: notWritten.length,
    sections,
    summary: t('bulk.importReport', { added: written.done.length, skipped, failed: written.failed.length }),
  };
}

/** The last report of each screen, by schema name. */
export const lastReports = new Map<string, { header: string[]; rows: Cell[][] }>();
