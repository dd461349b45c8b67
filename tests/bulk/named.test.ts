/**
 * An import finds the records its sheet names on the server (src/engine/bulk/named.ts), however
 * many the table holds: a grade past the first page of the list, a name in another case, a
 * record given by its id, and a name no record has, which stays unfound.
 */
import { beforeEach, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { login } from '../../src/auth/login';
import { namedChoices } from '../../src/engine/bulk/named';
import { PAGE } from '../../src/engine/record-options';
import { sources } from '../../src/schema/school/sources';
import { deptTree } from '../../src/schema/org/trees';
import { accounts } from '../helpers/console';

beforeEach(async () => {
  await login(accounts.schoolAdmin);
});

it('finds a grade past the first page of the list, by name in any case or by id', async () => {
  const model = db.rows('grade').find((row) => row.tenantId === '100001' && row.isDeleted === 0)!;
  for (let index = 0; index < PAGE + 10; index += 1) db.insert('grade', { ...model, id: `77${index}`, gradeName: `Grade ${index}`, sort: index });
  const last = `Grade ${PAGE + 9}`;
  const choices = await namedChoices(sources.grade, [last.toLowerCase(), '775', '不存在的年级']);
  expect(choices).toEqual(expect.arrayContaining([{ value: `77${PAGE + 9}`, names: [last.toLowerCase()] }, { value: '775', names: ['Grade 5'] }]));
  expect(choices).toHaveLength(2);
});

it('finds a department at any depth of the school\'s tree without reading the tree whole', async () => {
  const deep = db.rows('dept').find((row) => row.tenantId === '100001' && row.isDeleted === 0 && row.parentId !== '0')!;
  const choices = await namedChoices(deptTree, [deep.deptName], '100001');
  expect(choices).toEqual([{ value: deep.id, names: [deep.deptName] }]);
});
