/**
 * Helpers of the generated commands' checks. Checks run in the live console (tests and the
 * self-test pane), so they read the screen through the view's handle, not through test tools.
 */
import type { ResourceRow } from '../../src/api/resource';
import { t } from '../../src/i18n';
import { localize } from '../../src/i18n/resource';
import type { FieldDef, ResourceSchema } from '../../src/resources/types';
import { recordProblems } from '../../src/resources/validate';
import { viewOf, type ViewHandle } from '../../src/resources/view/controller';

/** Polls until `test` holds; fails with `what` after `timeout` ms. */
export async function until(test: () => boolean, what: string, timeout = 4000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits for the resource's view to be mounted and settled, then reloads it: a screen may first
 * show rows it cached earlier, and a check must act on what the server holds now.
 */
export async function ready(schema: ResourceSchema): Promise<ViewHandle> {
  await until(() => Boolean(viewOf(schema.name)?.settled()), `the ${schema.name} screen to load`);
  const view = viewOf(schema.name)!;
  await view.refresh();
  return view;
}

/** The first row on screen; with `leaf`, the first without children (trees refuse to delete parents). */
export function firstRow(view: ViewHandle, leaf = false): ResourceRow | undefined {
  const walk = (rows: readonly ResourceRow[]): ResourceRow | undefined => {
    for (const row of rows) {
      const parent = Boolean(row.children?.length || row.hasChildren);
      if (!leaf || !parent) return row;
      const found = row.children && walk(row.children);
      if (found) return found;
    }
    return undefined;
  };
  return walk(view.rows());
}

/**
 * Catches the files a scenario saves (links clicked with a `download` name) instead of saving
 * them: a self-test must not fill the administrator's download folder.
 */
export function catchDownloads(): { names: string[]; restore: () => void } {
  const names: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function clickUnlessDownload(this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
    else click.call(this);
  };
  return { names, restore: () => void (HTMLAnchorElement.prototype.click = click) };
}

const pad = (n: number) => String(n).padStart(2, '0');
function stamp(date: Date, withTime: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${withTime ? `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : '00:00:00'}`;
}

/** A value for one field: the schema's default, the first option, or a marked sample. */
async function sampleValue(field: FieldDef, marker: string): Promise<unknown> {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.options) {
    // Loaded on demand: the options module brings swr, which the first page load does not need.
    const { loadOptions } = await import('../../src/resources/options');
    return (await loadOptions(field.options))[0]?.value ?? '';
  }
  const now = new Date();
  switch (field.kind) {
    case 'number': return 1;
    case 'switch': return 1;
    case 'date': return stamp(now, false);
    case 'datetime': return stamp(now, true);
    case 'dateRange': return `${stamp(now, false)},${stamp(now, false)}`;
    case 'upload': return `/check/${marker}.png`;
    case 'richText': return `<p>${marker}</p>`;
    default: return `${field.name}-${marker}`;
  }
}

/** A new record that passes the schema's rules, with a unique marker in its text fields. */
export async function sampleRecord(schema: ResourceSchema): Promise<Record<string, unknown>> {
  const marker = `check${Date.now().toString(36)}`;
  const record: Record<string, unknown> = {};
  for (const field of schema.fields) {
    if (field.form !== false) record[field.name] = await sampleValue(field, marker);
  }
  const problems = Object.values(recordProblems(schema, record)).map(localize);
  if (problems.length) throw new Error(t('crud.check.invalid', { problems: problems.join('; ') }));
  return record;
}
