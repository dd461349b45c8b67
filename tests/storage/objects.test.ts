/** Uploads through put-file and put-file-attach: the answer, the bytes behind the link, deletion, refusals. */
import { describe, expect, it } from 'vitest';
import { blobs } from '../../mock-server/storage/blobs';
import type { BladeFile } from '../../src/schema/wire/storage';
import { authGet, bodyOf, login } from '../mock-server/helpers';

async function upload(path: string, token: string, file: File, query = ''): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch(`/api/blade-resource/oss/endpoint/${path}${query}`, { method: 'POST', body, headers: { 'Blade-Auth': `bearer ${token}` } });
}

const text = (name: string, content: string, type = 'text/plain') => new File([content], name, { type });

describe('put-file', () => {
  it('answers a BladeFile whose link downloads the same bytes', async () => {
    const { access_token } = await login('100001', 'teacher');
    const answer = await bodyOf<{ data: BladeFile }>(await upload('put-file', access_token, text('头像.txt', '同样的字节')));
    expect(answer.data).toMatchObject({ originalName: '头像.txt', attachId: null });
    expect(answer.data.link).toBe(`${answer.data.domain}/${answer.data.name}`);
    const download = await fetch(answer.data.link);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('同样的字节');
  });

  it('stores through the configuration a code names, and refuses an unknown code', async () => {
    const { access_token } = await login('100001', 'admin');
    const unknown = await bodyOf(await upload('put-file', access_token, text('a.txt', 'a'), '?code=nope'));
    expect(unknown).toMatchObject({ success: false, msg: '未找到对应的对象存储配置' });
  });

  it.each([
    ['an empty file', text('empty.txt', ''), '上传文件不能为空'],
    ['a refused type', text('run.exe', 'MZ'), '不允许上传该类型的文件'],
    ['a file over 10 MB', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.bin'), '文件大小不能超过 10 MB'],
  ])('refuses %s', async (_, file, msg) => {
    const { access_token } = await login('100001', 'admin');
    expect(await bodyOf(await upload('put-file', access_token, file))).toMatchObject({ success: false, msg });
  });

  it('refuses a call without a token', async () => {
    const body = new FormData();
    body.append('file', text('a.txt', 'a'));
    expect((await fetch('/api/blade-resource/oss/endpoint/put-file', { method: 'POST', body })).status).toBe(401);
  });
});

describe('put-file-attach', () => {
  it('lists the attachment, and deleting it removes its object: both rows and its bytes', async () => {
    const { access_token } = await login('100001', 'admin');
    const { data } = await bodyOf<{ data: BladeFile }>(await upload('put-file-attach', access_token, text('书单.txt', '书单')));
    expect(data.attachId).toBeTruthy();
    expect(await blobs.get(data.name)).toBeDefined();
    const objects = async () => (await bodyOf<{ data: { records: { name: string }[] } }>(await authGet('/api/blade-resource/storage/list?current=1&size=1000', access_token))).data.records;
    expect((await objects()).map((row) => row.name)).toContain(data.name);
    const page = await bodyOf<{ data: { records: { id: string; attachSize: number }[] } }>(
      await authGet('/api/blade-resource/attach/list?current=1&size=100', access_token),
    );
    expect(page.data.records.find((row) => row.id === data.attachId)?.attachSize).toBe(new TextEncoder().encode('书单').byteLength);
    const removed = await fetch(`/api/blade-resource/attach/remove?ids=${data.attachId}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${access_token}` } });
    expect(await bodyOf(removed)).toMatchObject({ success: true });
    expect((await fetch(data.link)).status).toBe(404);
    expect((await objects()).map((row) => row.name)).not.toContain(data.name);
    expect(await blobs.get(data.name)).toBeUndefined();
  });

  it('keeps another school from deleting the attachment', async () => {
    const first = await login('100001', 'admin');
    const other = await login('100002', 'admin');
    const { data } = await bodyOf<{ data: BladeFile }>(await upload('put-file-attach', first.access_token, text('a.txt', 'a')));
    const refused = await fetch(`/api/blade-resource/attach/remove?ids=${data.attachId}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${other.access_token}` } });
    expect(await bodyOf(refused)).toMatchObject({ success: false });
    expect((await fetch(data.link)).status).toBe(200);
  });
});
