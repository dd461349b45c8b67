/**
 * Every data scope type at work on a list (mock-server/org/data-scope.ts), granted to the school's
 * teacher role for 通知公告. The teacher belongs to 一年级组, whose classes are below it; four
 * notices of the school were written by the teacher, in 一年级组, in its class 一年级(1)班 and
 * in 德育处 (by others but the first).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { DATA_SCOPE, type DataScopeRow } from '../../mock-server/org/scope-rows';
import { page, tokenOf } from '../mock-server/crud/helpers';
import { MENU, ROLE } from './helpers';

const USER = { admin: '1123598821738675205', teacher: '1123598821738675206', liuyan: '1123598821738675210' } as const;
const DEPT = { principal: '1123598813738675210', moral: '1123598813738675213', grade1: '1123598813738675215', class1: '1123598813738675216' } as const;

const NOTICES = [
  ['教师本人的通知', USER.teacher, DEPT.principal],
  ['一年级组的通知', USER.admin, DEPT.grade1],
  ['一年级(1)班的通知', USER.liuyan, DEPT.class1],
  ['德育处的通知', USER.admin, DEPT.moral],
] as const;
const ours = new Set<string>(NOTICES.map(([title]) => title));

beforeEach(() => {
  db.table('user').find((u) => u.id === USER.teacher)!.deptId = DEPT.grade1;
  const [seed] = db.table('notice').filter((n) => n.tenantId === '100001');
  for (const [title, createUser, createDept] of NOTICES) db.table('notice').push({ ...seed!, id: db.nextId(), title, createUser, createDept });
});

type Scope = Pick<DataScopeRow, 'scopeType' | 'scopeColumn' | 'scopeValue'>;

/** Grants the teacher role these scopes of 通知公告 (and no other). */
function grant(scopes: readonly Scope[]): void {
  const [template] = db.table('data_scope');
  for (const scope of scopes) {
    const row: DataScopeRow = { ...template!, ...scope, id: db.nextId(), menuId: MENU.notice, resourceCode: 'notice', scopeName: `通知公告 [${scope.scopeType}]` };
    db.table('data_scope').push(row);
    db.table('role_scope').push({ id: db.nextId(), scopeCategory: DATA_SCOPE, scopeId: row.id, roleId: ROLE.schoolTeacher });
  }
}

const cases: [string, Scope[], string[]][] = [
  ['全部可见: every row', [{ scopeType: 1, scopeColumn: '-', scopeValue: '' }], ['教师本人的通知', '一年级组的通知', '一年级(1)班的通知', '德育处的通知']],
  ['本人可见: the rows the user created', [{ scopeType: 2, scopeColumn: 'create_user', scopeValue: '' }], ['教师本人的通知']],
  ['本人可见 with no column named: create_user by default', [{ scopeType: 2, scopeColumn: '-', scopeValue: '' }], ['教师本人的通知']],
  ['所在机构可见: the rows of the user\'s department', [{ scopeType: 3, scopeColumn: 'create_dept', scopeValue: '' }], ['一年级组的通知']],
  ['所在机构及子级可见: those and the rows of the departments below it', [{ scopeType: 4, scopeColumn: 'create_dept', scopeValue: '' }], ['一年级组的通知', '一年级(1)班的通知']],
  ['自定义: the rows whose column holds one of the values', [{ scopeType: 5, scopeColumn: 'create_dept', scopeValue: `${DEPT.moral},${DEPT.class1}` }], ['一年级(1)班的通知', '德育处的通知']],
  ['自定义 on another column', [{ scopeType: 5, scopeColumn: 'create_user', scopeValue: USER.liuyan }], ['一年级(1)班的通知']],
  ['two scopes widen each other', [{ scopeType: 2, scopeColumn: 'create_user', scopeValue: '' }, { scopeType: 5, scopeColumn: 'create_dept', scopeValue: DEPT.moral }], ['教师本人的通知', '德育处的通知']],
  ['全部可见 beside a narrower scope: every row', [{ scopeType: 2, scopeColumn: 'create_user', scopeValue: '' }, { scopeType: 1, scopeColumn: '-', scopeValue: '' }], ['教师本人的通知', '一年级组的通知', '一年级(1)班的通知', '德育处的通知']],
];

describe('data scopes of a list', () => {
  it.each(cases)('%s', async (_, scopes, seen) => {
    grant(scopes);
    const titles = (await page(await tokenOf('100001', 'teacher'), '/blade-desk/notice/list?size=100')).records.map((n) => String(n.title));
    expect(titles.filter((title) => ours.has(title)).sort()).toEqual([...seen].sort());
  });

  it('leave the school administrator, who holds none of them, every row', async () => {
    grant([{ scopeType: 2, scopeColumn: 'create_user', scopeValue: '' }]);
    const titles = (await page(await tokenOf('100001'), '/blade-desk/notice/list?size=100')).records.map((n) => String(n.title));
    expect(titles.filter((title) => ours.has(title))).toHaveLength(NOTICES.length);
  });
});
