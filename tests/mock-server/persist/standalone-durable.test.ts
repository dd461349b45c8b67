/**
 * The standalone server as `npm run mock-server` runs it, a real process over a data folder:
 * every write it acknowledged is there after a crash (SIGKILL in the middle of a stream of
 * writes), a clean stop and a torn journal record (kept aside), and a reset brings the fixtures back for good.
 */
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { BladeFile } from '../../../mock-server/storage/objects';
import { addNotice, loginAdmin, noticeTitles } from './calls';
import { start, stop, realServersForThisFile } from './standalone-process';

realServersForThisFile();

describe('the standalone mock on disk', () => {
  it('keeps every acknowledged write through a crash, a clean stop and a torn record; a reset brings the fixtures back', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const first = await start(dataDir);
    const token = await loginAdmin(first.call);
    const upload = new FormData();
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => i % 253);
    upload.append('file', new File([bytes], '课表.pdf', { type: 'application/pdf' }));
    const file = (await (await first.call('/api/blade-resource/oss/endpoint/put-file-attach', { method: 'POST', body: upload, headers: { 'Blade-Auth': `bearer ${token}` } })).json()) as { data: BladeFile };

    // Three writers at once, so that calls are under way when the process is killed.
    const acknowledged: string[] = [];
    const writer = async (name: string) => {
      for (let i = 0; i < 300; i++) {
        const title = `${name}-${i}`;
        try {
          if ((await addNotice(first.call, token, title)).success) acknowledged.push(title);
        } catch {
          return;
        }
      }
    };
    const writers = Promise.all(['甲', '乙', '丙'].map(writer));
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(30), { timeout: 60_000 });
    first.child.kill('SIGKILL');
    await writers;

    const second = await start(dataDir);
    expect(await noticeTitles(second.call, token)).toEqual(expect.arrayContaining(acknowledged));
    const download = await second.call(file.data.link);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect((await addNotice(second.call, token, '正常停止前的通知')).success).toBe(true);
    await stop(second, 'SIGTERM');

    appendFileSync(join(dataDir, 'journal.ndjson'), '{"rows":[{"t":"notice","k":"id:1');
    const third = await start(dataDir);
    expect(third.errors()).toContain('it was cut off before its end');
    expect(await noticeTitles(third.call, token)).toEqual(expect.arrayContaining([...acknowledged, '正常停止前的通知']));
    const platform = await loginAdmin(third.call, '000000');
    expect((await (await third.call('/api/__mock/reset', { method: 'POST', headers: { 'Blade-Auth': `bearer ${platform}` } })).json())).toMatchObject({ success: true });
    // The journal holds its header alone.
    expect(readFileSync(join(dataDir, 'journal.ndjson'), 'utf8')).toMatch(/^[0-9a-f]{8} \{"seed":"[^"]+"\}\n$/);
    await stop(third, 'SIGINT');

    const fourth = await start(dataDir);
    expect(await noticeTitles(fourth.call, token)).not.toContain('正常停止前的通知');
    await stop(fourth, 'SIGTERM');
  });

  it('takes the Saber client\'s session cookie for the drawings it loads as a frame, and for nothing else', async () => {
    const server = await start(mkdtempSync(join(tmpdir(), 'mock-data-')));
    const token = await loginAdmin(server.call);
    const get = async (path: string, cookie?: string) =>
      (await server.call(`/api${path}`, { headers: cookie ? { Cookie: cookie } : {} })).json();
    const cookie = `sidebar=1; saber3-access-token=${encodeURIComponent(token)}`;
    expect(await get('/blade-flow/process/diagram-view')).toMatchObject({ code: 401 });
    // Identified by the cookie, the caller reaches the parameter check.
    expect(await get('/blade-flow/process/diagram-view', cookie)).toMatchObject({ code: 400, success: false });
    expect(await get('/blade-system/menu/routes', cookie)).toMatchObject({ code: 401 });
    await stop(server, 'SIGTERM');
  });
});
