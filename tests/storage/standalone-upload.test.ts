/** An upload over the standalone HTTP server: multipart in, BladeFile out, the link downloads the same bytes. */
import { describe, expect, it } from 'vitest';
import { md5 } from 'hash-wasm';
import type { TokenAnswer } from '../../src/schema/wire/auth';
import type { BladeFile } from '../../src/schema/wire/storage';
import { bodyOf, SABER_BASIC } from '../mock-server/helpers';
import { serveOverLoopback } from '../mock-server/loopback';

const server = serveOverLoopback();

describe('put-file over HTTP', () => {
  it('stores the file and serves its bytes at the link', async () => {
    const params = new URLSearchParams({ tenantId: '100001', username: 'admin', password: await md5('admin'), grant_type: 'password', scope: 'all' });
    const token = await bodyOf<TokenAnswer>(await fetch(`${server.origin()}/api/blade-auth/oauth/token?${params}`, { method: 'POST', headers: { Authorization: SABER_BASIC, 'Tenant-Id': '100001' } }));
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => i % 251);
    const body = new FormData();
    body.append('file', new File([bytes], 'scan.pdf', { type: 'application/pdf' }));
    const answer = await bodyOf<{ data: BladeFile }>(await fetch(`${server.origin()}/api/blade-resource/oss/endpoint/put-file-attach`, {
      method: 'POST', body, headers: { 'Blade-Auth': `bearer ${token.access_token}` },
    }));
    expect(answer.data).toMatchObject({ originalName: 'scan.pdf' });
    const download = await fetch(`${server.origin()}${answer.data.link}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });
});
