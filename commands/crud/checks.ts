/**
 * Helpers of the generated commands' checks. Checks run in the live console (tests and the
 * self-test pane), so they read the screen through the view's handle, not through test tools.
 */
import { snapshot } from 'valtio';
import * as api from '../../src/api/resource';
import type { ResourceRow } from '../../src/api/resource';
import { t } from '../../src/i18n';
import { localize } from '../../src/i18n/resource';
import type { FieldDef, ResourceSchema } from '../../src/schema/types';
import { recordProblems } from '../../src/schema/validate';
import { chooseMaster, controllerOf, masterFilter, viewOf, type ControllerState, type ViewHandle } from '../../src/engine/controller';
import { atCheckEnd } from '../../src/platform/harness/harness';
import type { CheckHarness } from '../../src/platform/types';
import { findStored, serverRecord, serverTotal } from './readback';

/** Polls until `test` holds; fails with `what` after `timeout` ms. */
export async function until(test: () => boolean, what: string, timeout = 4000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Puts the screen's page, page size, search, order, selection and dialog back as they are now once the
 * check under way ends: a check pages, searches and selects, and the administrator running the
 * self-test finds the screen as they left it.
 */
function keepScreen(schema: ResourceSchema): void {
  const { page, size, draft, filters, sort, selected, expanded, dialog, masterId } = structuredClone(snapshot(controllerOf(schema.name))) as ControllerState;
  const kept: Partial<ControllerState> = { page, size, draft, filters, sort, selected, expanded, dialog, masterId };
  atCheckEnd(() => {
    // Only what the check changed is put back: assigning an equal copy would still render the whole screen again.
    const state = controllerOf(schema.name);
    const now = snapshot(state) as unknown as Partial<ControllerState>;
    for (const key of Object.keys(kept) as (keyof ControllerState)[]) {
      if (JSON.stringify(now[key]) !== JSON.stringify(kept[key])) Object.assign(state, { [key]: kept[key] });
    }
  });
}

/**
 * Waits for the resource's view to be mounted and settled, then reloads it: a screen may first
 * show rows it cached earlier, and a check must act on what the server holds now. A check of the
 * screen's layout alone (columns, density, focus), which compares no row with the server, passes
 * `reload: false` and spares the reload. The screen's state comes back when the check ends
 * (keepScreen).
 */
export async function ready(schema: ResourceSchema, { reload = true } = {}): Promise<ViewHandle> {
  keepScreen(schema);
  if (schema.master) await chooseShownMaster(schema, schema.master.resource);
  await until(() => Boolean(viewOf(schema.name)?.settled()), `the ${schema.name} screen to load`);
  const view = viewOf(schema.name)!;
  if (reload) await view.refresh();
  return view;
}

/**
 * A detail list lists nothing until a master row is chosen: a check works under a master row on
 * screen that has detail rows (many documents have no questions yet), the one chosen first when
 * it still has (an earlier check's own master row may be gone), else under the first row shown.
 */
async function chooseShownMaster(schema: ResourceSchema, master: string): Promise<void> {
  await until(() => Boolean(viewOf(master)?.settled()), `the ${master} list to load`);
  const view = viewOf(master)!;
  await view.refresh();
  const { masterId } = controllerOf(schema.name);
  const shown = view.rows().map((row) => row.id);
  const candidates = masterId !== null && view.row(masterId) ? [masterId, ...shown] : shown;
  if (!candidates.length) throw new Error(t('crud.check.noMaster', { master }));
  const field = schema.master!.field;
  for (const id of candidates) {
    if ((await serverTotal(schema, { [field]: id })) > 0) return chooseMaster(schema.name, id);
  }
  chooseMaster(schema.name, candidates[0]!);
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

/** Runs `run` with downloads caught (catchDownloads): what it resolved with, and the names of the files it saved. */
export async function withDownloadsCaught<T>(run: () => Promise<T>): Promise<{ result: T; names: string[] }> {
  const downloads = catchDownloads();
  try {
    return { result: await run(), names: downloads.names };
  } finally {
    downloads.restore();
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
function stamp(date: Date, withTime: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${withTime ? `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` : '00:00:00'}`;
}

/** A value for one field: the schema's default or sample, the first option, or a marked text. */
async function sampleValue(field: FieldDef, marker: string): Promise<unknown> {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.sample !== undefined) return field.sample;
  if (field.options) {
    // Loaded on demand: the options module brings swr, which the first page load does not need.
    const { loadOptions } = await import('../../src/engine/options');
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

/** Tells apart the sample records made within one millisecond (a check may need two). */
let samples = 0;

/** A new record that passes the schema's rules, with a unique marker in its text fields. */
export async function sampleRecord(schema: ResourceSchema): Promise<Record<string, unknown>> {
  const marker = `check${Date.now().toString(36)}${(samples++).toString(36)}`;
  const record: Record<string, unknown> = {};
  for (const field of schema.fields) {
    if (field.form !== false) record[field.name] = await sampleValue(field, marker);
  }
  Object.assign(record, masterFilter(schema));
  const problems = Object.values(recordProblems(schema, record)).map(localize);
  if (problems.length) throw new Error(t('crud.check.invalid', { problems: problems.join('; ') }));
  return record;
}

/**
 * How a check adds a row of its own to a list without a submit call (an upload makes an
 * attachment), by schema name: the area that owns the list registers it. The maker finds the row
 * on the server and arranges its removal (h.cleanup).
 */
export type TemporaryRowMaker = (h: CheckHarness) => Promise<ResourceRow>;
const rowMakers = new Map<string, TemporaryRowMaker>();

export function makeTemporaryRowsWith(schemaName: string, maker: TemporaryRowMaker): void {
  rowMakers.set(schemaName, maker);
}

/**
 * Adds `count` sample records through the API, behind the screen's back (as another user would),
 * and finds each on the server: a check that deletes or reloads acts on rows of its own, never
 * on the administrator's. Whatever the check leaves of them is removed when it ends.
 */
export async function addTemporary(h: CheckHarness, schema: ResourceSchema, count = 1): Promise<ResourceRow[]> {
  if (!schema.api.submit) {
    const maker = rowMakers.get(schema.name) ?? h.skip({ zh: `${schema.name} 没有提交接口, 无法新增检查自己的数据`, en: `${schema.name} has no submit call to add a row of the check's own` });
    const made: ResourceRow[] = [];
    for (let i = 0; i < count; i++) made.push(await maker(h));
    return made;
  }
  const rows: ResourceRow[] = [];
  for (let i = 0; i < count; i++) {
    const values = await sampleRecord(schema);
    await api.submit(schema, values);
    const row = await findStored(schema, values);
    h.expect(row, 'the record added for the check is not on the server: the backend did not store it');
    rows.push(row!);
    h.cleanup(async () => {
      if (await serverRecord(schema, row!.id)) await api.remove(schema, [row!.id]);
    });
  }
  return rows;
}

/** The ids of rows, for comparing what a screen shows with what the server answers. */
export const idsOf = (rows: readonly ResourceRow[]): string => rows.map((row) => row.id).join(',');

/** Waits until the screen has settled on exactly `expected` (the server's answer), in order. */
export async function showsRows(view: ViewHandle, expected: readonly ResourceRow[], what: string): Promise<void> {
  await until(() => view.settled() && idsOf(view.rows()) === idsOf(expected), what);
}
