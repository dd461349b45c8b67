/**
 * POST blade-resource/attach/submit: BladeX's AttachController saves an attachment row as sent.
 * The mock renames one only (its originalName, what the list shows): an attachment is made by
 * an upload (put-file-attach), and its link, name and size describe stored bytes that a row
 * written by hand would not have. Needs 附件管理's upload button, as an upload does.
 */
import { http } from 'msw';
import { attach as schema } from '../../src/schema/storage/attach';
import { uploadRefusal } from '../../src/schema/storage/upload-rules';
import { withScope } from '../crud/scope';
import { findVisible, isUpdate } from '../crud/write';
import { db, formatDateTime } from '../db';
import { BadRequest, Forbidden, readJson, status } from '../envelope';
import { holdsMenu } from '../menus/access';

const MAX_NAME_CHARS = 255;

export const attachSubmitHandlers = [
  http.post('*/api/blade-resource/attach/submit', withScope(schema, async ({ request, auth, visible }) => {
    const body = await readJson<Record<string, unknown>>(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('消息不能读取');
    if (!holdsMenu(auth, 'attach_upload')) throw new Forbidden();
    if (!isUpdate(body)) throw new BadRequest('附件须通过上传新增');
    const row = findVisible('attach', String(body.id), visible);
    const name = body.originalName;
    if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME_CHARS) throw new BadRequest('请求参数类型错误: originalName');
    const refusal = uploadRefusal(name, 0);
    if (refusal) throw new BadRequest(refusal.zh);
    db.update('attach', row, { originalName: name.trim(), updateUser: auth.user.id, updateTime: formatDateTime(db.now()) });
    return status(true);
  })),
];
