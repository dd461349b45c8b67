/** 阶段文档: 复制: copies a stage's documents into another stage, after the documents it has. */
import { notify } from '../../src/core/notify';
import { copyStageDocs } from '../../src/api/school';
import { t } from '../../src/i18n';
import { stageDetail } from '../../src/schema/school/stage-detail';
import { stageDoc } from '../../src/schema/school/stage-doc';
import { viewOf } from '../../src/engine/controller';
import { addTemporary, ready } from '../crud/checks';
import { fieldArg } from '../crud/field-args';
import { serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { canAct } from './shared';

const stageField = stageDoc.fields.find((field) => field.name === 'stageDetailId')!;

export const copyCommand = defineCommand({
  id: 'school.stageDoc.copy',
  title: { zh: '阶段文档 · 复制', en: 'Stage documents · Copy' },
  group: 'resource',
  keywords: ['copy', 'stage', 'documents', '复制', '阶段'],
  changesData: true,
  at: stageDoc.menuPath,
  when: (ctx) => canAct(stageDoc, ctx, 'stagedoc_copy', 'none'),
  args: {
    sourceId: fieldArg(stageField, { label: { zh: '复制自阶段', en: 'Copy from stage' } }),
    targetId: fieldArg(stageField, { label: { zh: '复制到阶段', en: 'Copy to stage' } }),
  },
  run: async (_, { sourceId, targetId }) => {
    const count = await copyStageDocs(sourceId, targetId);
    notify('success', t('school.copied', { count }));
    await viewOf(stageDoc.name)?.refresh();
    return count;
  },
  check: {
    mutates: true,
    at: stageDoc.menuPath,
    scenario: async (h) => {
      await ready(stageDoc);
      // An empty stage of the check's own; deleting it takes its documents along.
      const [target] = await addTemporary(h, stageDetail);
      // A stage of the same school with documents (the platform administrator sees every school's).
      const sourceId = String((await serverRows(stageDoc, { tenantId: String(target!.tenantId) }))[0]?.stageDetailId ?? h.skip({ zh: '没有阶段含文档', en: 'no stage has documents' }));
      const source = await serverRows(stageDoc, { stageDetailId: sourceId });
      const copied = Number(await h.run({ sourceId, targetId: target!.id }));
      const copies = await serverRows(stageDoc, { stageDetailId: target!.id });
      h.expect(copied === source.length && copies.length === source.length, `${copies.length} of ${source.length} documents were copied`);
      h.expect(copies.map((row) => row.docId).join() === source.map((row) => row.docId).join(), 'the copies are not the source\'s documents in its order');
      h.expect(copies.every((row) => !source.some((from) => from.id === row.id)), 'a copy kept its source row\'s id');
    },
  },
});
