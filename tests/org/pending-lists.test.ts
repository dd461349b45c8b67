/**
 * user/page (every user but the pending registrations) and audit-list (those alone) read their
 * pages from the user table's order indexes, the pending users' kept apart, and a department's
 * users (`deptId`) from the deptId group and the users of several departments: each answer is the one
 * a scan of every user gives (the oracle below), on the demo and on a district, through every way
 * a user becomes pending or stops being so, a restore, a reset, and the indexes made ahead.
 */
import { md5 } from 'hash-wasm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { registration } from '../../src/schema/org/registration';
import { user as userSchema } from '../../src/schema/org/user';
import type { ResourceSchema } from '../../src/schema/types';
import { listPage, plainListOrder } from '../../mock-server/crud/query';
import type { CrudRow } from '../../mock-server/crud/rows';
import { db } from '../../mock-server/db';
import { deptSubtree } from '../../mock-server/org/dept';
import { isPending } from '../../mock-server/auth/pending';
import { pendingMark, userVO } from '../../mock-server/org/user-view';
import type { UserRow } from '../../mock-server/schema-rows';
import { get, post, tokenOf } from '../mock-server/crud/helpers';
import { bodyOf, SABER_BASIC, tokenRequest } from '../mock-server/helpers';
import { loginAdmin, type Call } from '../mock-server/persist/calls';
import { onADistrict } from '../helpers/on-a-district';

const TEACHER_ROLE = '1123598816738675207';
const MATHS_DEPT = '1123598813738675211';
/** The school's 教务处, over the maths, Chinese and English groups. */
const ACADEMIC_DEPT = '1123598813738675204';
const GRADE_ONE_DEPT = '1123598813738675215';

/** The mock's modules the oracle reads: the suite's, or a restarted mock's own. */
interface Mock {
  db: typeof db;
  listPage: typeof listPage;
  userVO: typeof userVO;
  isPending: typeof isPending;
  deptSubtree: typeof deptSubtree;
  plainListOrder: typeof plainListOrder;
  pendingMark: typeof pendingMark;
}

const suiteMock: Mock = { db, listPage, userVO, isPending, deptSubtree, plainListOrder, pendingMark };

/** The answer of a scan of every user (no order index): the generic list over a copy of the rows, keeping what the hooks keep. */
function scanned(mock: Mock, schema: ResourceSchema, query: string, tenantId?: string): unknown {
  const params = new URLSearchParams(query);
  const asked = (tenantId ?? params.get('tenantId')?.trim()) || undefined;
  const rows = [...(asked ? mock.db.group('user', 'tenantId', asked) : mock.db.rows('user'))] as unknown as CrudRow[];
  const deptIds = params.get('deptId') ?? '';
  params.delete('deptId');
  const wanted = new Set(deptIds.split(',').filter(Boolean).flatMap((id) => [...mock.deptSubtree(id)]));
  const inDepts = (user: UserRow) => !deptIds.trim() || user.deptId.split(',').some((id) => wanted.has(id.trim()));
  const keeps = schema === registration ? mock.isPending : (user: UserRow) => !mock.isPending(user) && inDepts(user);
  const page = mock.listPage(schema, rows, params, (row) => (!tenantId || row.tenantId === tenantId) && keeps(row as unknown as UserRow));
  return { ...page, records: page.records.map((row) => mock.userVO(row as unknown as UserRow)) };
}

const USER_QUERIES = [
  'current=1&size=10', 'current=2&size=5', 'current=3&size=7', 'current=999&size=10', 'current=1&size=1000',
  'account=a', 'realName=王&size=3', 'tenantId=100001', 'tenantId=100002&current=2&size=2', `deptId=${MATHS_DEPT}`, 'descs=account',
  `deptId=${ACADEMIC_DEPT}&size=3`, `deptId=${GRADE_ONE_DEPT},${MATHS_DEPT}&current=2&size=2`, `deptId=${ACADEMIC_DEPT}&realName=王&descs=account`,
];
const AUDIT_QUERIES = ['current=1&size=10', 'current=1&size=2', 'current=2&size=2', 'current=50&size=2', 'account=visitor', 'tenantId=100001', 'ascs=account'];

/** Every query of both lists, as the platform administrator and a school's administrator, answered as the scan answers it. */
async function expectScanned(call: Call = fetch, mock: Mock = suiteMock): Promise<void> {
  for (const tenantId of [undefined, '100001']) {
    const token = await loginAdmin(call, tenantId ?? '000000');
    for (const [schema, path, queries] of [[userSchema, 'page', USER_QUERIES], [registration, 'audit-list', AUDIT_QUERIES]] as const) {
      for (const query of queries) {
        const answer = await call(`/api/blade-system/user/${path}?${query}`, { headers: { 'Blade-Auth': `bearer ${token}` } });
        expect((await bodyOf<{ data: unknown }>(answer)).data, `${tenantId ?? '000000'} ${path}?${query}`).toEqual(scanned(mock, schema, query, tenantId));
      }
    }
  }
}

/** A social-login guest of 100001 files a registration: a pending user. */
async function register(account: string): Promise<void> {
  const guest = await bodyOf<{ access_token: string; oauth_id: string }>(await tokenRequest(
    { tenantId: '100001', source: 'github', code: `code-${account}`, state: '100001', grant_type: 'social' },
    { Authorization: SABER_BASIC, 'Tenant-Id': '100001' },
  ));
  const query = new URLSearchParams({ tenantId: '100001', name: '访客', account, password: await md5('Guest-1'), oauthId: guest.oauth_id });
  const answer = await fetch(`/api/blade-system/user/register-guest?${query}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${guest.access_token}` } });
  expect((await answer.json()).success).toBe(true);
}

const pendingIds = async (token: string) => ((await get<{ records: { id: string; account: string }[] }>(token, '/blade-system/user/audit-list?size=1000')).body.data.records);

/** Registrations filed, approved, refused; users deleted, marked pending, removed for good; a restore and a reset: the scan's answers throughout. */
async function throughEveryChange(): Promise<void> {
  await expectScanned();
  for (const account of ['visitor', 'stranger', 'passer']) await register(account);
  await expectScanned();
  const token = await tokenOf('000000');
  const byAccount = async (account: string) => (await pendingIds(token)).find((u) => u.account === account)!.id;
  expect((await post(token, `/blade-system/user/audit-pass?userIds=${await byAccount('visitor')}&roleIds=${TEACHER_ROLE}&deptId=${MATHS_DEPT}`)).body.success).toBe(true);
  await expectScanned();
  const snapshot = db.snapshot();
  expect((await post(token, `/blade-system/user/audit-refuse?userIds=${await byAccount('stranger')}&reason=no`)).body.success).toBe(true);
  await expectScanned();
  // A user of the school marked pending, another deleted, a pending one removed for good, one un-deleted.
  const school = db.group('user', 'tenantId', '100001').filter((u) => u.isDeleted === 0 && !isPending(u) && u.account !== 'admin');
  db.update('user', school[0]!, { roleId: `${school[0]!.roleId},-1` });
  expect((await post(token, `/blade-system/user/remove?ids=${school[1]!.id}`)).body.success).toBe(true);
  db.remove('user', db.find('user', await byAccount('passer'))!);
  const refused = db.rows('user').find((u) => u.account === 'stranger')!;
  db.update('user', refused, { isDeleted: 0 });
  await expectScanned();
  // A user of several departments, one of one spaced; then the first moved out of the maths group, the second deleted.
  const [several, spaced] = school.slice(2, 4).map((u) => db.find('user', u.id)!);
  const twice = db.update('user', several!, { deptId: `${GRADE_ONE_DEPT},${MATHS_DEPT}` });
  const spacedOut = db.update('user', spaced!, { deptId: ` ${MATHS_DEPT} ` });
  await expectScanned();
  db.update('user', twice, { deptId: GRADE_ONE_DEPT });
  db.update('user', spacedOut, { isDeleted: 1 });
  await expectScanned();
  expect(db.restore(snapshot)).toBe(true);
  await expectScanned();
  db.reset();
  await expectScanned();
}

describe('the user list and the registrations list, read from the order indexes', () => {
  it('answer as a scan of every user on the demo, through every change', throughEveryChange);

  it('keep the pending users apart in the order a list reads, written between reads', async () => {
    const token = await tokenOf('000000');
    const accounts = async () => (await pendingIds(token)).map((u) => u.account);
    const before = await accounts();
    // The index is made by the read above: a write after it must reach it.
    const teacher = db.group('user', 'tenantId', '100001').find((u) => u.account === 'teacher')!;
    const marked = db.update('user', teacher, { roleId: '-1' });
    // The newest first: the teacher's account is older than every application.
    expect(await accounts()).toEqual([...before, 'teacher']);
    const total = async () => (await get<{ total: number }>(token, '/blade-system/user/page?size=1')).body.data.total;
    const users = await total();
    db.update('user', marked, { roleId: TEACHER_ROLE });
    expect(await accounts()).toEqual(before);
    expect(await total()).toBe(users + 1);
  });

  it('answer as a scan of every user after a restart from the journal, the indexes made before its replay', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pending-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    /** A mock started afresh over the folder, as the standalone server starts; `before` runs ahead of the journal's replay. */
    const start = async (before: (mock: Mock) => void = () => {}) => {
      vi.resetModules();
      const mock: Mock = {
        ...(await import('../../mock-server/db')),
        ...(await import('../../mock-server/crud/query')),
        ...(await import('../../mock-server/org/user-view')),
        ...(await import('../../mock-server/auth/pending')),
        ...(await import('../../mock-server/org/dept')),
      };
      // These modules are this test's own: the suite's reset after each test does not reach them.
      onTestFinished(() => mock.db.reset());
      const { respond } = await import('../../mock-server/handlers');
      const { BROWSER_REFUSALS, durableHost } = await import('../../mock-server/persist/durable');
      const { journalStore } = await import('../../mock-server/persist/journal-store');
      before(mock);
      const host = await durableHost(respond, journalStore(folder), BROWSER_REFUSALS);
      const call: Call = async (path, init) => (await host.serve(new Request(`http://localhost${path}`, init)))!;
      return { mock, host, call };
    };
    const first = await start();
    const school = first.mock.db.group('user', 'tenantId', '100001').filter((u) => u.isDeleted === 0 && u.account !== 'admin');
    const waiting = school.filter((u) => first.mock.isPending(u));
    const staff = school.filter((u) => !first.mock.isPending(u));
    expect(waiting.length).toBeGreaterThan(1);
    expect(await first.host.run(() => {
      first.mock.db.update('user', waiting[0]!, { roleId: TEACHER_ROLE, deptId: MATHS_DEPT, postId: '' });
      first.mock.db.update('user', waiting[1]!, { isDeleted: 1 });
      first.mock.db.update('user', staff[0]!, { roleId: '-1' });
      first.mock.db.insert('user', { ...staff[1]!, id: first.mock.db.nextId(), account: 'applicant', roleId: '-1', deptId: '-1', postId: '-1' });
    })).toBe(true);
    await expectScanned(first.call, first.mock);
    const restarted = await start(({ plainListOrder: orderOf, pendingMark: pending }) => {
      // The seed's order indexes, made before the journal's rows come back: its replay must keep them.
      for (const schema of [userSchema, registration]) for (const mark of [undefined, pending]) orderOf(schema, 'user', mark);
    });
    expect(restarted.mock.db.rows('user').some((u) => u.account === 'applicant')).toBe(true);
    await expectScanned(restarted.call, restarted.mock);
  });

  onADistrict('answer as a scan of every user, the indexes made ahead, through every change', throughEveryChange);
});
