import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../fixtures';
import { mockServer } from '../../mock-server/node';
import { resources } from '../../src/schema';
import { listPathOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { forgetLabelsUnder, keep, keptLabelCount, LABELS_KEPT, PAGE, recordLabels, useRecordLabel } from '../../src/engine/record-options';
import { chooseMaster, viewOf } from '../../src/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { giveTablesASize } from './gadget';

type Records = Extract<NonNullable<FieldDef['options']>, { records: string }>;
const recordsOf = (field: FieldDef): Records | undefined => (field.options && 'records' in field.options ? field.options : undefined);

/** The school screens with a field choosing among records of another screen. */
const schemas: readonly ResourceSchema[] = resources;
const choosing = schemas.filter((schema) => schema.menuPath.startsWith('/school/') || schema.menuPath.startsWith('/sch/'))
  .filter((schema) => schema.fields.some((field) => recordsOf(field) && field.form !== false && field.kind === 'select'));

/** The schema whose list call a records source reads, and that schema's seed rows of school 100001. */
function seedOf(source: Records): Record<string, unknown>[] {
  const schema = schemas.find((other) => listPathOf(other) === source.records)!;
  const table = (fixtures as unknown as Record<string, Record<string, unknown>[]>)[schema.table ?? schema.name]!;
  return table.filter((row) => row.tenantId === '100001' && row.isDeleted !== 1);
}

/** Calls a backend refuses when it will not hand out whole tables: a list without a page, or a page larger than a search's. */
const sources = new Set(schemas.flatMap((schema) => schema.fields.map(recordsOf).filter(Boolean).map((source) => source!.records)));
const refused: string[] = [];
// Tall enough for a page of rows: the virtual table mounts only the rows that fit.
let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

const asked: URL[] = [];

beforeEach(() => {
  refused.length = 0;
  asked.length = 0;
  mockServer.use(http.get('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const size = Number(url.searchParams.get('size') ?? 'NaN');
    if (sources.has(path)) asked.push(url);
    const whole = path.endsWith('/getList') || path === '/blade-system/tenant/select' || (sources.has(path) && !(size <= PAGE));
    if (!whole) return undefined;
    refused.push(`${path}${url.search}`);
    return HttpResponse.json({ code: 400, success: false, data: null, msg: '不提供整表数据' }, { status: 400 });
  }));
});

describe('choices of records on a backend that refuses whole tables', () => {
  it.each(choosing.map((schema) => [schema.title.zh, schema] as const))('%s: the form finds a record by a few letters of its name, asking only for pages', async (_, schema: ResourceSchema) => {
    await renderConsoleAs('schoolAdmin', schema.menuPath);
    const fields = schema.fields.filter((field) => recordsOf(field) && field.form !== false && field.kind === 'select');
    // A detail list (a question's options) adds under its chosen master row, in the last toolbar;
    // a master's toolbar is the first.
    const toolbars = await screen.findAllByRole('toolbar', {}, { timeout: PATIENCE });
    if (schema.master) {
      const master = (fixtures as unknown as Record<string, Record<string, unknown>[]>)[schema.master.resource]!.find((row) => row.tenantId === '100001')!;
      await waitFor(() => expect(viewOf(schema.master!.resource)?.settled()).toBe(true), { timeout: PATIENCE });
      act(() => chooseMaster(schema.name, String(master.id)));
    }
    await userEvent.click(await within((schema.master ? toolbars.at(-1) : toolbars[0])!).findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    for (const field of fields) {
      const source = recordsOf(field)!;
      const input = within(dialog).queryByRole('combobox', { name: new RegExp(field.label.zh) });
      // A detail list's master field is filled from its master row, not asked.
      if (!input) continue;
      const wanted = String(seedOf(source).at(-1)![source.label]);
      await userEvent.clear(input);
      await userEvent.type(input, wanted.slice(0, 3));
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${wanted}`) }, { timeout: PATIENCE }));
      await waitFor(() => expect((input as HTMLInputElement).value).toMatch(new RegExp(`^${wanted}`)));
    }
    expect(refused).toEqual([]);
    // Every call of a records source asked for a page, by name or by ids.
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(Number(url.searchParams.get('size'))).toBeLessThanOrEqual(PAGE);
  });

  it('names the records a page of rows chooses in one look-up call', async () => {
    // As on a first visit: no name kept from the tests before.
    forgetLabelsUnder('/');
    await renderConsoleAs('schoolAdmin', '/school/qns');
    const named = fixtures.qns.filter((row) => row.tenantId === '100001').map((row) => fixtures.doc.find((doc) => doc.id === row.docId)!.docName);
    const grid = await screen.findByRole('grid', {}, { timeout: PATIENCE });
    await within(grid).findAllByText(named[0]!, {}, { timeout: PATIENCE });
    const lookups = asked.filter((url) => url.pathname.endsWith('/school/doc/page') && url.searchParams.has('id'));
    expect(lookups).toHaveLength(1);
    expect(refused).toEqual([]);
  });
});

describe('record labels', () => {
  it('are looked up one id at a time from a gateway whose list reads a list of ids as LIKE', async () => {
    await renderConsoleAs('schoolAdmin', '/wel/index');
    forgetLabelsUnder('/');
    const grades = fixtures.grade.filter((row) => row.tenantId === '100001').slice(0, 3);
    // A map-bound BladeX list: `id=a,b` is LIKE '%a,b%', which no id holds.
    mockServer.use(http.get('*/api/school/grade/list', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('id') ?? '';
      if (!ids.includes(',')) return undefined;
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { records: [], total: 0, size: 10, current: 1, pages: 0 } });
    }));
    const source = { records: '/school/grade/list', label: 'gradeName', value: 'id' } as const;
    expect(await recordLabels(source, grades.map((row) => row.id))).toEqual(grades.map((row) => row.gradeName));
  });

  it('are kept by count, however many records were named', async () => {
    await renderConsoleAs('schoolAdmin', '/wel/index');
    const source = { records: '/school/doc/page', label: 'docName', value: 'id' } as const;
    // A district's worth of documents, each answered by the look-up.
    mockServer.use(http.get('*/api/school/doc/page', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('id') ?? '').split(',');
      const records = ids.map((id) => ({ id, docName: `文档${id}` }));
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { records, total: records.length, size: records.length, current: 1, pages: 1 } });
    }));
    const many = Array.from({ length: LABELS_KEPT + 300 }, (_, i) => `d${i}`);
    expect((await recordLabels(source, many)).at(-1)).toBe(`文档d${LABELS_KEPT + 299}`);
    expect(keptLabelCount()).toBeLessThanOrEqual(LABELS_KEPT);
  });

  it("render a cell again only when its own label arrives, not when other records' labels are kept", async () => {
    await renderConsoleAs('schoolAdmin', '/wel/index');
    const source = { records: '/school/grade/list', label: 'gradeName', value: 'id' } as const;
    const [shown, other] = fixtures.grade.filter((row) => row.tenantId === '100001');
    const renders: string[] = [];
    function Cell({ value }: { value: string }) {
      const label = useRecordLabel(source, value);
      renders.push(label);
      return <span data-testid="cell">{label}</span>;
    }
    render(<Cell value={shown!.id} />);
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toBe(shown!.gradeName));
    const settled = renders.length;
    // Another page's records, then another tab's: labels this cell does not show.
    act(() => keep(source, [{ value: other!.id, label: String(other!.gradeName) }]));
    act(() => keep(source, [{ value: 'elsewhere', label: '别处的年级' }]));
    expect(renders.length).toBe(settled);
    act(() => keep(source, [{ value: shown!.id, label: '改名后的年级' }]));
    expect(screen.getByTestId('cell').textContent).toBe('改名后的年级');
  });
});
