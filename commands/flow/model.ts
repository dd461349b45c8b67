/**
 * 模型管理 and its designer from the palette: open the designer (a model, or a new one), deploy
 * or delete a model, and the designer's own operations (save, check, deploy, undo, redo, zoom,
 * fit), available while it is open.
 */
import { notify } from '../../src/core/notify';
import { definitions, deleteDeployment, deployModel, flowCategories, model, models, removeModels, saveModel } from '../../src/api/flow-admin';
import { designer, designerState } from '../../src/features/flow/designer-state';
import { flowChanged } from '../../src/features/flow/store';
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { openDialog } from '../../src/platform/dialogs';
import { inConsole } from '../navigation/helpers';
import { t } from '../../src/i18n';
import '../../src/features/flow/messages';
import '../../src/i18n/common';
import { deployReach, SHARED, tenantArg } from './shared';
import type { IdPart } from '../../src/schema/command-names';

const MODEL_SCREEN = '/flow/model';
const SEEDED_MODEL = '1123598817738675301';
const NEW_MODEL = 'new';

const onModels = (code: string) => (ctx: CommandContext) => inConsole(ctx) && ctx.route === MODEL_SCREEN && ctx.can(code);
const designing = (ctx: CommandContext) => inConsole(ctx) && designerState.open && designerState.ready;

const modelChoices = async () => (await models({ current: 1, size: 1000 })).records.map((m) => ({ value: m.id, label: m.name, hint: `${m.modelKey} v${m.version}` }));
/** The only model, when there is just one: where a deploy starts. */
async function soleModel(): Promise<string | undefined> {
  const choices = await modelChoices();
  return choices.length === 1 ? choices[0]!.value : undefined;
}

/** The category the model's process was last deployed under: a redeploy starts from it. */
async function lastCategory(_ctx: CommandContext, { modelId }: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  if (typeof modelId !== 'string' || !modelId) return undefined;
  const key = (await model(modelId)).modelKey;
  const pages = await Promise.all(['1', '2'].map((mode) => definitions({ mode, current: 1, size: 1000 })));
  const latest = pages.flatMap((p) => p.records).filter((d) => d.key === key).sort((a, b) => b.deploymentTime.localeCompare(a.deploymentTime))[0];
  return latest?.category || undefined;
}

/** The latest definition of a key in a tenant ('' for 通用), if deployed. */
async function latestOf(key: string, tenantId: string) {
  const pages = await Promise.all(['1', '2'].map((mode) => definitions({ mode, current: 1, size: 1000 })));
  return pages.flatMap((p) => p.records).filter((d) => d.key === key && d.tenantId === tenantId).sort((a, b) => b.version - a.version)[0];
}

export const designModelCommand = defineCommand({
  id: 'flow.model.design',
  title: { zh: '设计流程模型', en: 'Design a process model' },
  group: 'workflow',
  keywords: ['sheji', 'moxing', 'design', 'model', 'bpmn', 'chuangjian', 'create'],
  at: MODEL_SCREEN,
  when: (ctx) => onModels('flow_model_update')(ctx) || onModels('flow_model_create')(ctx),
  args: {
    modelId: {
      kind: 'choice', label: { zh: '模型', en: 'Model' },
      options: async () => [{ value: NEW_MODEL, label: '新模型 / New model' }, ...(await modelChoices())],
    },
  },
  // Resolves once the designer's code (bpmn-js) is fetched and the designer is open.
  run: async (_ctx, { modelId }) => {
    await openDialog('designer', modelId === NEW_MODEL ? '' : modelId);
  },
  check: {
    at: MODEL_SCREEN,
    scenario: async (h) => {
      await h.run({ modelId: SEEDED_MODEL });
      h.expect(designerState.open && designerState.modelId === SEEDED_MODEL, 'the designer did not open on the model');
      await h.see('设计模型');
      designerState.open = false;
    },
  },
});

export const deployModelCommand = defineCommand({
  id: 'flow.model.deploy',
  title: { zh: '部署流程模型', en: 'Deploy a process model' },
  group: 'workflow',
  keywords: ['bushu', 'deploy', 'model'],
  when: onModels('flow_model_deploy'),
  at: MODEL_SCREEN,
  changesData: true,
  args: {
    modelId: { kind: 'choice', label: { zh: '模型', en: 'Model' }, options: modelChoices, initial: soleModel },
    category: { kind: 'choice', label: { zh: '流程类型', en: 'Category' }, options: flowCategories, initial: lastCategory },
    tenantIds: tenantArg,
  },
  run: async (_ctx, { modelId, category, tenantIds }) => {
    await deployModel(modelId, category, deployReach(tenantIds));
    notify('success', t('flow.designer.deployed'));
    flowChanged();
  },
  check: {
    mutates: true,
    at: MODEL_SCREEN,
    scenario: async (h) => {
      // Deployed for the two schools chosen: a new version in each, none 通用.
      const schools = ['100001', '100002'];
      const before = await Promise.all(schools.map((tenantId) => latestOf('Leave', tenantId)));
      const shared = await latestOf('Leave', '');
      await h.run({ modelId: SEEDED_MODEL, category: 'flow_1', tenantIds: schools.join(',') });
      const after = await Promise.all(schools.map((tenantId) => latestOf('Leave', tenantId)));
      if (after[0]) h.cleanup(() => deleteDeployment(after[0]!.deploymentId));
      after.forEach((row, i) => h.expect(row && row.version === (before[i]?.version ?? 0) + 1, `no new version was deployed for ${schools[i]}`));
      h.expect((await latestOf('Leave', ''))?.id === shared?.id, 'the deploy for two schools made a shared version');
    },
  },
});

export const removeModelCommand = defineCommand({
  id: 'flow.model.remove',
  title: { zh: '删除流程模型', en: 'Delete a process model' },
  group: 'workflow',
  keywords: ['shanchu', 'delete', 'model'],
  when: onModels('flow_model_delete'),
  at: MODEL_SCREEN,
  changesData: true,
  args: {
    modelId: { kind: 'choice', label: { zh: '模型', en: 'Model' }, options: modelChoices },
    confirm: { kind: 'confirm', destructive: true, label: { zh: '确定删除该模型?', en: 'Delete this model?' } },
  },
  run: async (_ctx, { modelId }) => {
    await removeModels(modelId);
    notify('success', t('message.deleteSuccess'));
    flowChanged();
  },
  check: {
    mutates: true,
    at: MODEL_SCREEN,
    scenario: async (h) => {
      const xml = (await model(SEEDED_MODEL)).modelEditorXml.replace('id="Leave"', 'id="SelfCheckModel"').replace('bpmnElement="Leave"', 'bpmnElement="SelfCheckModel"');
      await saveModel({ modelKey: 'SelfCheckModel', name: '自检模型', description: '', modelEditorXml: xml });
      const probe = (await models({ current: 1, size: 1000 })).records.find((m) => m.modelKey === 'SelfCheckModel')!;
      h.cleanup(async () => {
        if ((await models({ current: 1, size: 1000 })).records.some((m) => m.id === probe.id)) await removeModels(probe.id);
      });
      await h.run({ modelId: probe.id, confirm: true });
      h.expect(!(await models({ current: 1, size: 1000 })).records.some((m) => m.id === probe.id), 'the model is still listed');
    },
  },
});

/** Opens the designer on the seeded model, or skips where bpmn-js cannot lay out SVG (the test DOM). */
async function openSeededDesigner(h: CheckHarness): Promise<void> {
  if (typeof (SVGElement.prototype as { getBBox?: unknown }).getBBox !== 'function') {
    h.skip({ zh: 'bpmn-js 需要 SVG 布局 (getBBox), 本页面不具备', en: 'bpmn-js needs SVG layout (getBBox), which this page lacks' });
  }
  await h.execute('flow.model.design', { modelId: SEEDED_MODEL });
  for (let i = 0; i < 100 && !designerState.ready; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  h.cleanup(() => void (designerState.open = false));
  h.expect(designerState.ready, 'the designer did not open');
}

function designerCommand(id: IdPart<'flow.designer.'>, title: { zh: string; en: string }, keywords: string[], run: () => unknown, proof: (h: CheckHarness) => Promise<void>, mutates = false) {
  return defineCommand({
    id: `flow.designer.${id}`,
    title,
    group: 'workflow',
    keywords: ['designer', 'sheji', ...keywords],
    when: designing,
    run,
    check: {
      mutates,
      at: MODEL_SCREEN,
      scenario: async (h) => {
        await openSeededDesigner(h);
        await proof(h);
      },
    },
  });
}

export const designerSaveCommand = designerCommand('save', { zh: '设计器 · 保存', en: 'Designer · save' }, ['baocun', 'save'], async () => {
  await designer().save();
  notify('success', t('flow.designer.saved'));
}, async (h) => {
  const before = (await model(SEEDED_MODEL)).version;
  designer().update('approverTask', { name: '审批人审批(自检)' });
  await h.run();
  const saved = await model(SEEDED_MODEL);
  h.expect(saved.version === before + 1 && saved.modelEditorXml.includes('审批人审批(自检)'), 'the model was not saved');
}, true);

export const designerValidateCommand = designerCommand('validate', { zh: '设计器 · 校验', en: 'Designer · check' }, ['jiaoyan', 'validate', 'lint'], async () => {
  const problems = await designer().validate();
  if (problems.some((p) => p.category === 'error')) notify('warning', t('flow.designer.invalid'));
  else notify('success', t('flow.designer.valid'));
}, async (h) => {
  await h.run();
  h.expect(!designerState.problems.some((p) => p.category === 'error'), 'the leave process has errors');
  await h.see(t('flow.designer.valid'));
});

export const designerDeployCommand = defineCommand({
  id: 'flow.designer.deploy',
  title: { zh: '设计器 · 部署', en: 'Designer · deploy' },
  group: 'workflow',
  keywords: ['designer', 'bushu', 'deploy'],
  when: designing,
  changesData: true,
  args: {
    category: { kind: 'choice', label: { zh: '流程类型', en: 'Category' }, options: flowCategories },
    tenantIds: tenantArg,
  },
  run: async (_ctx, { category, tenantIds }) => {
    if (await designer().deploy(category, deployReach(tenantIds))) notify('success', t('flow.designer.deployed'));
    else notify('warning', t('flow.designer.invalid'));
  },
  check: {
    mutates: true,
    at: MODEL_SCREEN,
    scenario: async (h) => {
      await openSeededDesigner(h);
      const before = await latestOf('Leave', '');
      await h.run({ category: 'flow_1', tenantIds: SHARED });
      const after = await latestOf('Leave', '');
      h.expect(after && after.version === (before?.version ?? 0) + 1, 'no new version was deployed');
      h.cleanup(() => deleteDeployment(after!.deploymentId));
    },
  },
});

const NAME_PROBE = '自检名称';

export const designerUndoCommand = designerCommand('undo', { zh: '设计器 · 撤销', en: 'Designer · undo' }, ['chexiao', 'undo'], () => designer().undo(), async (h) => {
  const before = designer().property('approverTask', 'name');
  designer().update('approverTask', { name: NAME_PROBE });
  await h.run();
  h.expect(designer().property('approverTask', 'name') === before, 'the change was not undone');
});

export const designerRedoCommand = designerCommand('redo', { zh: '设计器 · 重做', en: 'Designer · redo' }, ['chongzuo', 'redo'], () => designer().redo(), async (h) => {
  designer().update('approverTask', { name: NAME_PROBE });
  designer().undo();
  await h.run();
  h.expect(designer().property('approverTask', 'name') === NAME_PROBE, 'the change was not redone');
});

const zoomCheck = (step: number) => async (h: CheckHarness) => {
  designer().fit();
  const before = designer().level();
  await h.run();
  h.expect(step > 0 ? designer().level() > before : designer().level() < before, 'the zoom did not change');
};

export const designerZoomInCommand = designerCommand('zoomIn', { zh: '设计器 · 放大', en: 'Designer · zoom in' }, ['fangda', 'zoom'], () => designer().zoom(0.2), zoomCheck(0.2));
export const designerZoomOutCommand = designerCommand('zoomOut', { zh: '设计器 · 缩小', en: 'Designer · zoom out' }, ['suoxiao', 'zoom'], () => designer().zoom(-0.2), zoomCheck(-0.2));
export const designerFitCommand = designerCommand('fit', { zh: '设计器 · 适应画布', en: 'Designer · fit' }, ['shiying', 'fit'], () => designer().fit(), async (h) => {
  designer().zoom(1.5);
  const zoomed = designer().level();
  await h.run();
  h.expect(designer().level() < zoomed, 'the diagram was not fitted');
});
