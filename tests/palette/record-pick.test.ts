/**
 * A record command's prompt finds rows by pinyin as record search (#) does: among the same
 * sample of rows, not only the first page it lists.
 */
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { loadPinyin } from '../../src/palette/pinyin';
import { rank } from '../../src/palette/rank';
import { recordChoice } from '../../src/palette/record-pick';
import { prepareEntry } from '../../src/palette/search-entry';
import { registration } from '../../src/schema/org/registration';

/** 150 applicants, 陈曦 the last: beyond the first page the prompt lists. */
const applicants = [
  ...Array.from({ length: 149 }, (_, i) => ({ id: String(i + 1), realName: `王${'一二三四五六七八九十'[i % 10]}${i}`, account: `wang${i}` })),
  { id: '150', realName: '陈曦', account: 'chenxi' },
];

beforeAll(() => loadPinyin());

describe('a record prompt', () => {
  it('finds by pinyin and initials a row beyond the first page it lists', async () => {
    mockServer.use(
      http.get('*/api/blade-system/user/audit-list', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const name = query.get('realName') ?? '';
        const found = applicants.filter((row) => row.realName.includes(name));
        const size = Number(query.get('size'));
        return HttpResponse.json({ code: 200, success: true, msg: '', data: { records: found.slice(0, size), total: found.length, size, current: 1, pages: 1 } });
      }),
    );
    const choice = recordChoice(registration, true);
    const listed = await choice.options({} as never);
    expect(listed.map((option) => option.label)).not.toContain('陈曦');
    for (const query of ['chen', 'cx']) {
      const found = await choice.search!(query, {} as never);
      // What the prompt then lists: the options its query ranks.
      const entries = found.map((option) => prepareEntry([option.label]));
      expect(rank(entries, query).top.map((i) => found[i]!.label), query).toEqual(['陈曦']);
    }
  });
});
