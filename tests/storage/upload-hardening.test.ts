/** Uploads from outside the console: grants, types, names, each school's quota, each user's share of it and rate. */
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import type { BladeFile } from '../../mock-server/storage/objects';
import { TENANT_QUOTA_BYTES, UPLOADS_PER_MINUTE, USER_SHARE_BYTES } from '../../mock-server/storage/quota';
import type { StorageRow } from '../../mock-server/storage/rows';
import { bodyOf, frozenClock, login, MINUTE } from '../mock-server/helpers';

async function upload(path: 'put-file' | 'put-file-attach', token: string, file: File): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch(`/api/blade-resource/oss/endpoint/${path}`, { method: 'POST', body, headers: { 'Blade-Auth': `bearer ${token}` } });
}

const file = (name: string, content = 'x', type = 'text/plain') => new File([content], name, { type });

describe('upload hardening', () => {
  it('needs the attachment screen\'s upload button for put-file-attach', async () => {
    const teacher = await login('100001', 'teacher');
    const before = db.table('attach').length;
    expect((await upload('put-file-attach', teacher.access_token, file('a.txt'))).status).toBe(403);
    expect(db.table('attach')).toHaveLength(before);
    const admin = await login('100001', 'admin');
    expect((await upload('put-file-attach', admin.access_token, file('a.txt'))).status).toBe(200);
  });

  it('serves an object with the type of its extension, never the type the client claimed', async () => {
    const { access_token } = await login('100001', 'admin');
    const cases: [name: string, claimed: string, served: string][] = [
      ['x.png', 'text/html', 'image/png'],
      ['书单.txt', 'text/html', 'text/plain; charset=utf-8'],
      ['data.bin', 'text/html', 'application/octet-stream'],
      ['noextension', 'image/svg+xml', 'application/octet-stream'],
    ];
    for (const [name, claimed, served] of cases) {
      const { data } = await bodyOf<{ data: BladeFile }>(await upload('put-file', access_token, file(name, '<script>alert(1)</script>', claimed)));
      const download = await fetch(data.link);
      expect([download.headers.get('content-type'), download.headers.get('x-content-type-options')], name).toEqual([served, 'nosniff']);
    }
  });

  it.each(['x.html.', 'x.html ', 'x.html\u0000.png', 'x\u0001.txt'])('refuses the name %j as it refuses .html', async (name) => {
    const { access_token } = await login('100001', 'admin');
    expect(await bodyOf(await upload('put-file', access_token, file(name)))).toMatchObject({ success: false, msg: '不允许上传该类型的文件' });
  });

  it('gives each school its own quota: one school full leaves the other\'s uploads alone', async () => {
    const full = await login('100001', 'teacher');
    const seed = db.table<StorageRow>('storage').find((row) => row.tenantId === '100001')!;
    db.table<StorageRow>('storage').push({ ...seed, id: '9', name: 'upload/filler', size: TENANT_QUOTA_BYTES });
    expect(await bodyOf(await upload('put-file', full.access_token, file('a.txt')))).toMatchObject({ success: false, msg: '存储空间已满' });
    const other = await login('100002', 'admin');
    expect(await bodyOf(await upload('put-file', other.access_token, file('b.txt', 'x'.repeat(100 * 1024))))).toMatchObject({ success: true });
  });

  it('shares a school\'s quota: one user\'s uploads stop at their share, a colleague\'s go on, and deleting frees the share', async () => {
    const teacher = await login('100001', 'teacher');
    const colleague = await login('100001', 'admin');
    // The teacher's own files take their share but a few bytes.
    const seed = db.table<StorageRow>('storage').find((row) => row.tenantId === '100001')!;
    db.table<StorageRow>('storage').push({ ...seed, id: '9', name: 'upload/teacher-files', createUser: teacher.user_id, size: USER_SHARE_BYTES - 10 });
    expect(await bodyOf(await upload('put-file', teacher.access_token, file('5.txt', 'x'.repeat(5))))).toMatchObject({ success: true });
    const refused = await bodyOf(await upload('put-file', teacher.access_token, file('6.txt', 'x'.repeat(6))));
    expect(refused).toMatchObject({ success: false, msg: `您上传的文件已达个人上限 ${USER_SHARE_BYTES / 1024 / 1024} MB,请先删除不需要的文件` });
    // It takes four users, not one, to fill the school's space.
    expect(USER_SHARE_BYTES * 3).toBeLessThan(TENANT_QUOTA_BYTES);
    expect(await bodyOf(await upload('put-file', colleague.access_token, file('校历.txt', 'x'.repeat(6))))).toMatchObject({ success: true });

    const removed = await fetch('/api/blade-resource/storage/remove?ids=9', { method: 'POST', headers: { 'Blade-Auth': `bearer ${colleague.access_token}` } });
    expect(await bodyOf(removed)).toMatchObject({ success: true });
    expect(await bodyOf(await upload('put-file', teacher.access_token, file('6.txt', 'x'.repeat(6))))).toMatchObject({ success: true });
  });

  it.each([
    ['fills the quota exactly', 0, true],
    ['goes one byte past it', 1, false],
  ])('takes an upload that %s, and no more', async (_, over, taken) => {
    const teacher = await login('100001', 'teacher');
    const used = db.table<StorageRow>('storage').filter((row) => row.tenantId === '100001' && row.isDeleted === 0).reduce((sum, row) => sum + row.size, 0);
    const seed = db.table<StorageRow>('storage').find((row) => row.tenantId === '100001')!;
    db.table<StorageRow>('storage').push({ ...seed, id: '9', name: 'upload/filler', size: TENANT_QUOTA_BYTES - used - 100 + over });
    expect(await bodyOf(await upload('put-file', teacher.access_token, file('阅读记录.txt', 'x'.repeat(100))))).toMatchObject({ success: taken });
  });

  it('counts a user\'s uploads of the last minute: 59 seconds after the first, the limit still holds', async () => {
    const clock = frozenClock();
    clock.advance(MINUTE);
    // A user of their own: the rate remembers uploads across this file's tests.
    const liuyan = await login('100001', 'liuyan');
    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) expect((await upload('put-file', liuyan.access_token, file(`${i}.txt`))).status).toBe(200);
    clock.advance(59 * 1000);
    expect((await upload('put-file', liuyan.access_token, file('one-more.txt'))).status).toBe(429);
  });

  it('limits how often one user uploads, and lets them go on a minute later', async () => {
    const clock = frozenClock();
    // Past the minute of this file's earlier uploads, whose times the rate remembers.
    clock.advance(MINUTE);
    const teacher = await login('100001', 'teacher');
    const other = await login('100001', 'zhoujw');
    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) expect((await upload('put-file', teacher.access_token, file(`${i}.txt`))).status).toBe(200);
    const refused = await upload('put-file', teacher.access_token, file('one-more.txt'));
    expect([refused.status, (await bodyOf(refused)).msg]).toEqual([429, '上传过于频繁，请稍后再试']);
    expect((await upload('put-file', other.access_token, file('mine.txt'))).status).toBe(200);
    clock.advance(MINUTE);
    expect((await upload('put-file', teacher.access_token, file('later.txt'))).status).toBe(200);
  });
});

describe('attach/submit', () => {
  it('renames an attachment for a holder of the upload button, and nothing else', async () => {
    const admin = await login('100001', 'admin');
    const { data } = await bodyOf<{ data: BladeFile }>(await upload('put-file-attach', admin.access_token, file('a.txt')));
    const submit = async (token: string, body: unknown) => {
      const answer = await fetch('/api/blade-resource/attach/submit', { method: 'POST', body: JSON.stringify(body), headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' } });
      return [answer.status, (await bodyOf<{ msg: string }>(answer)).msg];
    };
    const teacher = await login('100001', 'teacher');
    const other = await login('100002', 'admin');
    const cases: [token: string, body: unknown, answer: [number, string]][] = [
      [teacher.access_token, { id: data.attachId, originalName: 'b.txt' }, [403, '请求被拒绝']],
      [other.access_token, { id: data.attachId, originalName: 'b.txt' }, [400, '数据不存在或已被删除']],
      [admin.access_token, { originalName: 'b.txt', link: 'http://elsewhere/x' }, [400, '附件须通过上传新增']],
      [admin.access_token, { id: data.attachId, originalName: 'b.html' }, [400, '不允许上传该类型的文件']],
      [admin.access_token, { id: data.attachId, originalName: 7 }, [400, '请求参数类型错误: originalName']],
      [admin.access_token, { id: data.attachId, originalName: '书单 2026.txt', link: 'http://elsewhere/x' }, [200, '操作成功']],
    ];
    for (const [token, body, answer] of cases) expect(await submit(token, body), JSON.stringify(body)).toEqual(answer);
    expect(db.table<{ id: string; originalName: string; link: string }>('attach').find((row) => row.id === data.attachId))
      .toMatchObject({ originalName: '书单 2026.txt', link: data.link });
  });
});
