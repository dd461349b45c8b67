/**
 * The home page's items that need attention and its charts: each shows the server's figure, read
 * back with the same account's token, and only to an account granted its screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db, formatDateTime } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import { readingCharts } from '../../src/features/dashboard/reading';
import { TENANT_QUOTA_BYTES, tenantUsage } from '../../mock-server/storage/quota';
import { session } from '../../src/core/session';
import { accounts, renderConsoleAs, type AccountName } from '../helpers/console';
import { page } from '../mock-server/crud/helpers';
import { login } from '../mock-server/helpers';

const DAY = 24 * 60 * 60 * 1000;

/** What each item's figure is, read from the server as the account. */
const figures: Record<string, (token: string) => Promise<string>> = {
  registrations: async (token) => String((await page(token, '/blade-system/user/audit-list')).total),
  claim: async (token) => String((await page(token, '/blade-flow/work/claim-list')).total),
  todo: async (token) => String((await page(token, '/blade-flow/work/todo-list')).total),
  errors: async (token) => String((await page(token, `/blade-log/error/list?createTime_datege=${encodeURIComponent(formatDateTime(Date.now() - DAY))}`)).total),
  tenants: async () => '1',
  storage: async () => '',
};

const cases: [AccountName, string[], string[]][] = [
  ['schoolAdmin', ['registrations', 'claim', 'todo', 'errors', 'storage'], ['grades', 'stages', 'activity']],
  ['admin', ['registrations', 'claim', 'todo', 'errors', 'tenants', 'storage'], ['grades', 'stages', 'activity']],
  ['teacher', ['claim', 'todo'], ['grades', 'stages']],
];

describe('the home page\'s dashboard', () => {
  it.each(cases)('shows %s the items %j and the charts %j, with the server\'s figures', async (account, items, charts) => {
    // One school whose licence ends within 30 days: the platform administrator is told.
    db.update('tenant', db.rows('tenant').find((t) => t.tenantId === '100001')!, { expireTime: formatDateTime(Date.now() + 10 * DAY) });
    const token = (await login(accounts[account].tenantId, accounts[account].username, accounts[account].password)).access_token;
    await renderConsoleAs(account, '/wel/index');
    const shown = () => [...document.querySelectorAll('[data-testid^="attention-"]')].map((item) => item.getAttribute('data-testid')!.slice('attention-'.length));
    await waitFor(() => expect(shown()).toEqual(items));
    for (const id of items) {
      const expected = await figures[id]!(token);
      const item = screen.getByTestId(`attention-${id}`);
      const figure = () => item.querySelector('.attention-figure')!.textContent;
      if (expected) await waitFor(() => expect(figure()).toBe(expected));
      expect(item.getAttribute('href')).toMatch(/^\//);
    }
    if (items.includes('tenants')) expect(screen.getByTestId('attention-tenants').textContent).toContain('星河实验小学');
    if (items.includes('storage')) {
      // The school's files, or for the platform administrator every school's (not tenant 000000's alone).
      const tenants = account === 'admin' ? db.rows('tenant').filter((t) => t.isDeleted === 0).map((t) => t.tenantId) : [accounts[account].tenantId];
      const used = tenants.reduce((sum, tenantId) => sum + tenantUsage(tenantId), 0);
      expect(used).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByTestId('attention-storage').textContent).toContain(`${(used / 1024).toFixed(1)} KB / ${(TENANT_QUOTA_BYTES * tenants.length / 1024 / 1024).toFixed(1)} MB`));
    }
    expect([...document.querySelectorAll('[data-testid^="chart-"]')].map((chart) => chart.getAttribute('data-testid')!.slice('chart-'.length))).toEqual(charts);
  });

  it.each([
    ['the server\'s statistics', false],
    ['the lists\' first rows, from a gateway without statistics', true],
  ])('counts more documents and questions than one page holds, from %s', async (_, without) => {
    if (without) mockServer.use(http.get('*/api/school/statistics/*', () => HttpResponse.json({ code: 404, success: false, data: null, msg: 'Not Found' }, { status: 404 })));
    const school = <T extends { tenantId: string; isDeleted: number }>(rows: readonly T[]) => rows.filter((row) => row.tenantId === '100001' && row.isDeleted === 0);
    const firstGrade = [...school(db.rows('grade'))].sort((a, b) => a.sort - b.sort)[0]!;
    const [docTemplate] = school(db.rows('doc'));
    const [qnsTemplate] = school(db.rows('qns'));
    onTestFinished(() => {
      db.remove('doc', db.rows('doc').filter((row) => row.id.startsWith('66')));
      db.remove('qns', db.rows('qns').filter((row) => row.id.startsWith('65')));
    });
    for (let i = 1; i <= 1200; i++) {
      const id = `66${String(i).padStart(17, '0')}`;
      db.insert('doc', { ...docTemplate!, id, docName: `统计文档${i}`, gradeId: firstGrade.id });
      db.insert('qns', { ...qnsTemplate!, id: `65${String(i).padStart(17, '0')}`, docId: id });
    }
    const gradeDocs = new Set(school(db.rows('doc')).filter((d) => d.gradeId === firstGrade.id).map((d) => d.id));
    const questions = school(db.rows('qns')).filter((q) => gradeDocs.has(q.docId)).length;
    expect(gradeDocs.size).toBeGreaterThan(1000);
    // Signed in on another screen: the home page's own figures, kept for a moment by the page, stay those of the seed.
    await renderConsoleAs('schoolAdmin', '/school/grade');
    const chart = await readingCharts.find((one) => one.id === 'grades')!.load(new Date());
    const at = chart.labels.indexOf(firstGrade.gradeName);
    const [docs, qns] = chart.series.map((series) => series.values[at]);
    if (without) {
      // A gateway without the statistics call gets the first page's counts: true only up to 1,000 rows.
      expect(docs).toBeLessThan(gradeDocs.size);
    } else {
      expect([docs, qns]).toEqual([gradeDocs.size, questions]);
    }
  });

  it('charts the school\'s documents per grade as the server counts them', async () => {
    await renderConsoleAs('schoolAdmin', '/wel/index');
    const chart = await screen.findByTestId('chart-grades');
    const table = await within(chart).findByRole('table');
    const docs = db.rows('doc').filter((d) => d.tenantId === '100001' && d.isDeleted === 0);
    const firstGrade = db.rows('grade').filter((g) => g.tenantId === '100001' && g.isDeleted === 0).sort((a, b) => a.sort - b.sort)[0]!;
    const row = within(table).getByRole('row', { name: new RegExp(`^${firstGrade.gradeName}`) });
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe(String(docs.filter((d) => d.gradeId === firstGrade.id).length));
    // A chart's title, like every item, is a link whose click runs its menu's command: the screen opens as a tab.
    await userEvent.click(within(chart).getByRole('link'));
    await waitFor(() => expect(window.location.pathname).toBe('/school/doc'));
    expect(session.tabs.map((tab) => tab.value)).toContain('/school/doc');
  });
});
