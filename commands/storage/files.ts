/**
 * Files: upload an attachment (the upload dialog, with progress and cancel), download an
 * attachment or a stored object (the same bytes as uploaded). Deleting goes through the screens'
 * delete commands, which the server answers by removing the bytes too.
 */
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/features/storage/messages';
import { saveBlob } from '../../src/api/resource';
import { fileBytes, storedFilesNamed, type UploadTarget } from '../../src/api/storage';
import { closeUpload, openUpload } from '../../src/features/storage/upload-state';
import { attach } from '../../src/schema/storage/attach';
import { storage } from '../../src/schema/storage/storage';
import type { ResourceSchema } from '../../src/schema/types';
import { catchDownloads, makeTemporaryRowsWith, ready } from '../crud/checks';
import { serverRecord, serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { canAct, checkFile, chooseInDialog, removeStored, sameBytes, selectedId, selectOnScreen, uploadEnded, uploadTemporary } from './shared';
import type { IdPart } from '../../src/schema/command-names';

export const uploadAttachCommand = defineCommand({
  id: 'storage.attach.upload',
  title: { zh: '附件管理 · 上传', en: 'Attachments · Upload' },
  group: 'resource',
  keywords: ['upload', 'file', 'attach', '上传', '附件', 'shangchuan'],
  at: attach.menuPath,
  when: (ctx) => canAct(attach, ctx, 'attach_upload', 'none'),
  run: () => openUpload('put-file-attach'),
  check: {
    mutates: true,
    at: attach.menuPath,
    scenario: async (h) => {
      await ready(attach);
      h.cleanup(closeUpload);
      await h.run();
      const file = checkFile();
      h.cleanup(() => removeStored(file.name));
      await chooseInDialog(file);
      await h.press('上传');
      await uploadEnded();
      const [row] = await storedFilesNamed('/blade-resource/attach/list', file.name);
      h.expect(row !== undefined, 'the uploaded file is not among the attachments');
      h.expect(await sameBytes(await fileBytes(row!.link), file), 'the attachment\'s link does not download the bytes uploaded');
      await h.see(file.name);
    },
  },
});

function downloadCommand(schema: ResourceSchema, id: `storage.${IdPart<'storage.', '.download'>}.download`, permission: string) {
  return defineCommand({
    id,
    title: { zh: `${schema.title.zh} · 下载`, en: `${schema.title.en} · Download` },
    group: 'selection',
    keywords: ['download', 'file', '下载', 'xiazai', schema.name],
    at: schema.menuPath,
    when: (ctx) => canAct(schema, ctx, permission, 'one'),
    records: { resource: schema.name },
    single: true,
    async run(ctx) {
      const row = await serverRecord(schema, selectedId(schema, ctx));
      if (!row) return undefined;
      const blob = await fileBytes(String(row.link));
      saveBlob(blob, String(row.originalName));
      notify('success', t('storage.downloaded', { name: String(row.originalName) }));
      return blob;
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        const file = checkFile();
        await uploadTemporary(h, schema === attach ? 'put-file-attach' : 'put-file', file);
        const [row] = await storedFilesNamed(`${schema.api.prefix}/list`, file.name);
        h.expect(row, 'the file uploaded for the check is not listed');
        await selectOnScreen(schema, row!.id);
        const downloads = catchDownloads();
        try {
          const blob = await h.run();
          h.expect(downloads.names.includes(file.name), `no download named ${file.name} was saved`);
          h.expect(blob instanceof Blob && (await sameBytes(blob, file)), 'the download holds other bytes than were uploaded');
        } finally {
          downloads.restore();
        }
      },
    },
  });
}

/** Attachments and stored objects are made by uploads: a check's own row is a file it uploads. */
function uploadedRow(schema: ResourceSchema, target: UploadTarget) {
  makeTemporaryRowsWith(schema.name, async (h) => {
    const file = checkFile();
    await uploadTemporary(h, target, file);
    const [row] = (await serverRows(schema, { originalName: file.name })).filter((candidate) => candidate.originalName === file.name);
    h.expect(row, `the file uploaded for the check is not listed on ${schema.name}: the backend did not store it`);
    return row!;
  });
}
uploadedRow(attach, 'put-file-attach');
uploadedRow(storage, 'put-file');

export const fileCommands = [
  uploadAttachCommand,
  downloadCommand(attach, 'storage.attach.download', 'attach_download'),
  downloadCommand(storage, 'storage.object.download', 'storage_view'),
];
