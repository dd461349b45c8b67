/**
 * `lazy-page`, the mock's page of one level of the department and role trees (角色管理 and 机构管理
 * read their top levels through it): each page is the matching slice of what `lazy-list` answers
 * for the same level and search, in BladeX's page shape, and a school sees its own rows only.
 */
import { describe, expect, it } from 'vitest';
import { get, tokenOf, type Row } from '../mock-server/crud/helpers';

interface Page { records: Row[]; total: number; size: number; current: number; pages: number }

const trees = [
  { tree: 'dept', search: 'deptName=组' },
  { tree: 'role', search: 'roleName=师' },
];

describe.each(trees)('$tree/lazy-page', ({ tree, search }) => {
  const base = `/blade-system/${tree}`;

  it.each([
    ['the platform administrator', '000000', 'parentId=0'],
    ['the platform administrator, searching every level', '000000', `parentId=0&${search}`],
    ['a school', '100001', 'parentId=0'],
  ])('pages what lazy-list answers for %s', async (_who, tenant, query) => {
    const token = await tokenOf(tenant);
    const whole = (await get<Row[]>(token, `${base}/lazy-list?${query}`)).body.data;
    expect(whole.length).toBeGreaterThan(0);
    const size = Math.max(1, Math.ceil(whole.length / 2));
    const pages = [];
    for (let current = 1; current <= 3; current++) {
      const answer = (await get<Page>(token, `${base}/lazy-page?${query}&current=${current}&size=${size}`)).body;
      expect(answer.success).toBe(true);
      expect(answer.data).toMatchObject({ total: whole.length, size, current, pages: Math.ceil(whole.length / size) });
      pages.push(...answer.data.records);
    }
    // Two pages hold the level, the third is empty.
    expect(pages).toEqual(whole);
    if (tenant !== '000000') expect(pages.every((row) => row.tenantId === tenant)).toBe(true);
  });
});
