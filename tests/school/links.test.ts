/**
 * Deleting a school row another refers to (mock-server/school/links.ts), one link at a time: what
 * belongs to the row goes with it, what organises other work is refused while in use, naming the
 * row and its user, and a post (岗位管理's) is not held back by the rows naming it. Each case
 * copies a row of school 100001 as the one deleted and another as the only row referring to it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { resourceByName } from '../../src/schema';
import { titleFieldOf } from '../../src/schema/types';
import { post, tokenOf, type Row } from '../mock-server/crud/helpers';

type Live = Row & { id: string; isDeleted: number; tenantId: string };

/** The row referred to (its table), the row referring (its table and field), and what deleting the first does. */
const cases: [string, string, string, 'refused' | 'cascades' | 'leaves it'][] = [
  ['grade', 'doc', 'gradeId', 'refused'],
  ['grade', 'graderelation', 'gradeId', 'cascades'],
  ['grade', 'stagelist', 'gradeId', 'refused'],
  ['doc', 'docrelation', 'docId', 'cascades'],
  ['doc', 'qns', 'docId', 'cascades'],
  ['doc', 'stagedoc', 'docId', 'refused'],
  ['qns', 'option', 'qnsId', 'cascades'],
  ['stagelistgroup', 'stagelist', 'groupId', 'refused'],
  ['stagelist', 'stagedetail', 'stageListId', 'refused'],
  ['stageliststatus', 'stagedetail', 'statusId', 'refused'],
  ['stagedetail', 'stagedoc', 'stageDetailId', 'cascades'],
  ['post', 'docrelation', 'postId', 'leaves it'],
  ['post', 'graderelation', 'postId', 'leaves it'],
];

const live = (table: string) => db.table<Live>(table).filter((row) => row.isDeleted === 0 && row.tenantId === '100001');

/** A copy of a live row of the school in `table`, with `changes`; its id. */
function copyOf(table: string, changes: Record<string, unknown>): Live {
  const row = { ...live(table)[0]!, id: db.nextId(), ...changes };
  db.table<Live>(table).push(row);
  return row;
}

let admin: string;
beforeEach(async () => {
  admin = await tokenOf('100001');
});

describe('deleting a row another refers to', () => {
  it.each(cases)('%s used by %s.%s: %s', async (target, table, field, outcome) => {
    const schema = resourceByName(target)!;
    const name = `待删除的${schema.title.zh}`;
    const used = copyOf(target, { [titleFieldOf(schema).name]: name });
    const user = copyOf(table, { [field]: used.id });
    const answer = await post(admin, `${schema.api.prefix}/remove?ids=${used.id}`);
    const gone = (row: Live) => !live(row.id === used.id ? target : table).some((candidate) => candidate.id === row.id);
    if (outcome === 'refused') {
      expect([answer.status, answer.body.msg]).toEqual([400, `${schema.title.zh}「${name}」仍被${resourceByName(table)!.title.zh}使用，不能删除`]);
      expect([gone(used), gone(user)]).toEqual([false, false]);
    } else {
      expect(answer.status).toBe(200);
      expect([gone(used), gone(user)]).toEqual([true, outcome === 'cascades']);
    }
  });

  it('names the row in use among several deleted together', async () => {
    const free = copyOf('grade', { gradeName: '空的年级' });
    const used = copyOf('grade', { gradeName: '有文档的年级' });
    copyOf('doc', { gradeId: used.id });
    const answer = await post(admin, `/school/grade/remove?ids=${free.id},${used.id}`);
    expect([answer.status, answer.body.msg]).toEqual([400, '年级「有文档的年级」仍被文档使用，不能删除']);
    expect(live('grade').filter((row) => row.id === free.id || row.id === used.id)).toHaveLength(2);
  });
});
