/**
 * 模型管理: the saved models (search by name) with 设计, 部署 and 删除, and 创建, which opens
 * the full-screen designer on a new model. The designer's chunk loads when first opened.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { runAction } from '../../engine/run';
import type { ModelSummary } from '../../schema/wire/flow';
import { designerState } from './designer-state';
import { FlowList, prepareFlowList, type ListColumn, type RowAction } from './FlowList';
import './messages';

const DesignerView = lazy(() => import('./designer/DesignerView'));

function ModelPane() {
  const t = useT();
  const { open } = useSnapshot(designerState);
  const { permission } = useSnapshot(session);
  const columns = useMemo<ListColumn<ModelSummary>[]>(() => [
    { id: 'modelKey', label: t('flow.admin.modelKey'), render: (r) => r.modelKey },
    { id: 'name', label: t('flow.admin.modelName'), render: (r) => r.name },
    { id: 'version', label: t('flow.list.version'), render: (r) => `v${r.version}` },
    { id: 'created', label: t('flow.admin.created'), render: (r) => r.created },
    { id: 'updated', label: t('flow.admin.updated'), render: (r) => r.lastUpdated },
  ], [t]);
  const actions = useMemo<RowAction<ModelSummary>[]>(() => [
    { label: t('flow.admin.design'), permission: 'flow_model_update', command: 'flow.model.design', args: (r) => ({ modelId: r.id }) },
    { label: t('flow.designer.deploy'), permission: 'flow_model_deploy', command: 'flow.model.deploy', args: (r) => ({ modelId: r.id }) },
    { label: t('flow.admin.remove'), permission: 'flow_model_delete', command: 'flow.model.remove', args: (r) => ({ modelId: r.id }) },
  ], [t]);
  return (
    <>
      <FlowList route="/flow/model" label={t('flow.admin.model')} columns={columns} actions={actions}>
        {permission['flow_model_create'] && <Button className="button primary" onPress={() => void runAction('flow.model.design', { modelId: 'new' })}>{t('flow.admin.create')}</Button>}
      </FlowList>
      {open && <Suspense fallback={null}><DesignerView /></Suspense>}
    </>
  );
}

export default Object.assign(ModelPane, { prepare: () => prepareFlowList('/flow/model') });
