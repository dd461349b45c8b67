/**
 * Objects the mock stores: BladeX's OssEndpoint uploads and the files they answer with.
 *
 * | call                                             | answer                                                  |
 * |--------------------------------------------------|---------------------------------------------------------|
 * | POST oss/endpoint/put-file (multipart file, code) | R<BladeFile> {link, domain, name, originalName, attachId null} |
 * | POST oss/endpoint/put-file-attach                | the same, and an attach row: attachId is its id (needs attach_upload) |
 * | GET  oss/endpoint/get-file/<bucket>/upload/<day>/<file> | the bytes as uploaded (404 once deleted)          |
 * | POST storage/remove?ids=, attach/remove?ids=     | the generic remove with objectWriteHooks: R status; both rows and the bytes go |
 *
 * An upload is stored through the configuration named by `code`, else the tenant's enabled one,
 * else a built-in minio default (BladeX falls back to its yml configuration). Links are paths
 * under /api on the host that answered, so the same link downloads on every host. A link is
 * public, as a public bucket's is: its key holds 128 random bits.
 */
import { http, HttpResponse } from 'msw';
import seedFiles from '../../fixtures/storage/seed_files.json';
import { extensionOf, uploadRefusal } from '../../src/schema/storage/upload-rules';
import { withAuth, type AuthContext } from '../auth/authenticate';
import { cellText } from '../crud/columns';
import type { WriteHooks, TableHooksByTable } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';
import { MAX_UPLOAD_BYTES } from '../body';
import { db, formatDateTime } from '../db';
import { BadRequest, fail, Forbidden, guard, ok } from '../envelope';
import { holdsMenu } from '../menus/access';
import { blobs, type StoredBlob } from './blobs';
import { contentTypeOf } from './content-types';
import { countUpload, requireRoom } from './quota';
import type { AttachRow, OssRow, StorageRow } from './rows';
import type { BladeFile } from '../../src/schema/wire/storage';

const FILE_ROUTE = '/api/blade-resource/oss/endpoint/get-file';

const DEFAULT_OSS: Pick<OssRow, 'ossCode' | 'bucketName'> = { ossCode: 'default', bucketName: 'bladex' };

/** The configuration an upload goes through (see the header). */
function ossFor(auth: AuthContext, code: string | null): Pick<OssRow, 'ossCode' | 'bucketName'> {
  const live = db.rows<OssRow>('oss').filter((row) => row.isDeleted === 0 && row.tenantId === auth.tenantId);
  if (code?.trim()) {
    const named = live.find((row) => row.ossCode === code.trim());
    if (!named) throw new BadRequest('未找到对应的对象存储配置');
    return named;
  }
  return live.find((row) => row.status === 2) ?? DEFAULT_OSS;
}

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const day = (ms: number) => formatDateTime(ms).slice(0, 10).replaceAll('-', '');

/**
 * A file name as the client wrote it. Browsers send multipart names as UTF-8; Node's parser reads
 * them as Latin-1, which turns 头像.txt into mojibake: such a name is read again as UTF-8.
 */
function utf8Name(name: string): string {
  if (![...name].every((c) => c.charCodeAt(0) < 256)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(name, (c) => c.charCodeAt(0)));
  } catch {
    return name;
  }
}

/** The multipart `file`, checked as the console checks it. */
async function uploadedFile(request: Request): Promise<{ name: string; file: File }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new BadRequest('上传文件不能为空');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new BadRequest('上传文件不能为空');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new BadRequest('上传文件不能为空');
  if (file.size > MAX_UPLOAD_BYTES) throw new BadRequest('请求数据过大');
  const refusal = uploadRefusal(file.name, file.size);
  if (refusal) throw new BadRequest(refusal.zh);
  return { name: utf8Name(file.name), file };
}

/**
 * Stores the upload's bytes and its object row: within the user's rate and the school's quota
 * (quota.ts), and the store's own room; typed by its extension (content-types.ts).
 */
async function store(request: Request, auth: AuthContext): Promise<StorageRow> {
  countUpload(auth.user.id);
  const code = new URL(request.url).searchParams.get('code');
  const oss = ossFor(auth, code);
  const { name: originalName, file } = await uploadedFile(request);
  requireRoom(auth.tenantId, auth.user.id, file.size);
  const extension = extensionOf(originalName);
  const name = `upload/${day(db.now())}/${randomHex()}${extension ? `.${extension}` : ''}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = contentTypeOf(extension);
  if (!(await blobs.put(name, { bytes, contentType }))) throw new BadRequest('存储空间已满');
  const domain = `${FILE_ROUTE}/${oss.bucketName}`;
  const time = formatDateTime(db.now());
  const row: StorageRow = {
    id: db.nextId(), tenantId: auth.tenantId, ossCode: oss.ossCode, bucketName: oss.bucketName, name,
    originalName, extension, contentType, size: bytes.byteLength, link: `${domain}/${name}`, domain,
    createUser: auth.user.id, createDept: '', createTime: time, updateUser: auth.user.id, updateTime: time, status: 1, isDeleted: 0,
  };
  return db.insert('storage', row);
}

const bladeFile = (row: StorageRow, attachId: string | null): BladeFile =>
  ({ link: row.link, domain: row.domain, name: row.name, originalName: row.originalName, attachId });

/** The bytes of a live object: the blob store, else the seed files (fixtures keep their bytes there). */
async function bytesOf(row: StorageRow): Promise<StoredBlob | undefined> {
  const stored = await blobs.get(row.name);
  if (stored) return stored;
  const seed = (seedFiles as Record<string, { contentType: string; base64: string } | undefined>)[row.name];
  return seed && { contentType: seed.contentType, bytes: Uint8Array.from(atob(seed.base64), (c) => c.charCodeAt(0)) };
}

/**
 * The generic remove's rules for storage and attach rows: an object goes whole, its rows in both
 * tables (an attachment is also an object of 对象存储) and then its bytes.
 */
const objectHooks: WriteHooks = {
  removing(rows) {
    const named = new Set(rows);
    const names = new Set(rows.map((row) => cellText(row.name)));
    return OBJECT_TABLES.map((table) => ({
      table,
      rows: [...names].flatMap((name) => db.group<CrudRow>(table, 'name', name)).filter((row) => row.isDeleted === 0 && !named.has(row)),
    }));
  },
  async afterRemove(gone) {
    for (const name of new Set(gone.flatMap(({ rows }) => rows.map((row) => cellText(row.name))))) await blobs.remove(name);
  },
};

const OBJECT_TABLES = ['storage', 'attach'] as const;
export const objectWriteHooks: TableHooksByTable = { storage: objectHooks, attach: objectHooks };

function requireButton(auth: AuthContext, code: string): void {
  if (!holdsMenu(auth, code)) throw new Forbidden();
}

export const objectHandlers = [
  http.post('*/api/blade-resource/oss/endpoint/put-file', withAuth(async ({ request, auth }) => {
    return ok(bladeFile(await store(request, auth), null));
  })),
  // An attachment belongs to the 附件管理 screen: its upload button is needed (put-file serves
  // every form's uploads and the user's own avatar, so it needs a token only).
  http.post('*/api/blade-resource/oss/endpoint/put-file-attach', withAuth(async ({ request, auth }) => {
    requireButton(auth, 'attach_upload');
    const row = await store(request, auth);
    const attach: AttachRow = {
      id: db.nextId(), tenantId: auth.tenantId, link: row.link, domain: row.domain, name: row.name, originalName: row.originalName,
      extension: row.extension, attachSize: row.size, createUser: auth.user.id, createDept: '', createTime: row.createTime,
      updateUser: auth.user.id, updateTime: row.createTime, status: 1, isDeleted: 0,
    };
    db.insert('attach', attach);
    return ok(bladeFile(row, attach.id));
  })),
  http.get(`*${FILE_ROUTE}/:bucket/upload/:day/:file`, guard(async ({ request }) => {
    const path = new URL(request.url).pathname;
    const at = path.indexOf('/upload/');
    const name = decodeURIComponent(path.slice(at + 1));
    const bucket = decodeURIComponent(path.slice(path.indexOf(FILE_ROUTE) + FILE_ROUTE.length + 1, at));
    const row = db.group<StorageRow>('storage', 'name', name).find((candidate) => candidate.bucketName === bucket && candidate.isDeleted === 0);
    const blob = row && (await bytesOf(row));
    if (!row || !blob) return fail('404 没找到请求', 404);
    return new HttpResponse(blob.bytes, {
      headers: {
        // Objects stored before types followed extensions, and seed files, are typed the same way.
        'Content-Type': contentTypeOf(row.extension),
        'X-Content-Type-Options': 'nosniff',
        'Content-Length': String(blob.bytes.byteLength),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      },
    });
  })),
];
