/**
 * The platform administrator's workflow screens: 流程管理 (definitions by mode and category;
 * 激活 / 挂起, 删除, 流程图), 流程跟踪 (running instances; 删除 with a reason, 流程图) and
 * 流程部署 (a .bpmn20.xml file deployed under a category, shared or for the schools ticked). Every
 * button runs a flow.… command.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { runAction } from '../../engine/run';
import { deployTenants, flowCategories } from '../../api/flow-admin';
import type { FlowExecution, FlowProcess } from '../../schema/wire/flow';
import { controllerOf, search } from '../../engine/controller';
import { encodeSubject } from './diagram-subject';
import { FlowList, prepareFlowList, type ListColumn, type RowAction } from './FlowList';
import { managerMode, openingManagerMode } from './lists';
import './messages';
import { FileDrop } from '../../ui/form/file-drop';
import { useFlowStyles } from './pane-styles';
import { chooseDeployFile, deployUploadState } from './upload-store';

const version = (n: number) => `v${n}`;

function CategorySelect({ value, onChange, withAll }: { value: string; onChange: (value: string) => void; withAll?: boolean }) {
  const t = useT();
  const { data } = useSWR(['flow-categories'], flowCategories);
  const items = [...(withAll ? [{ value: '', label: t('flow.admin.allCategories') }] : []), ...(data ?? [])];
  return (
    <Select className="field" selectedKey={value} placeholder={t('flow.admin.chooseCategory')} onSelectionChange={(key) => onChange(String(key ?? ''))}>
      <Label className="field-label">{t('flow.admin.category')}</Label>
      <Button className="select-button"><SelectValue /><span aria-hidden>▾</span></Button>
      <Popover className="popover">
        <ListBox className="menu" items={items.map((i) => ({ id: i.value, ...i }))}>
          {(item) => <ListBoxItem className="menu-item" id={item.id}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </Select>
  );
}

function ModeSwitch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <RadioGroup className="field" value={value} onChange={onChange} orientation="horizontal">
      <Label className="field-label">{t('flow.admin.mode')}</Label>
      <Radio value="1">{t('flow.admin.modeShared')}</Radio>
      <Radio value="2">{t('flow.admin.modeTenant')}</Radio>
    </RadioGroup>
  );
}

const MANAGER = '/flow/manager';
let choosingMode: Promise<void> | undefined;

/**
 * Sets the mode 流程管理 opens on, asked of the server once however many ask (the pane's
 * prepare, then its mount). A mode chosen meanwhile (a click, a command) stays.
 */
function chooseOpeningMode(): Promise<void> {
  const state = controllerOf(MANAGER);
  if (typeof state.filters.mode === 'string') return Promise.resolve();
  choosingMode ??= openingManagerMode()
    .then((mode) => {
      if (typeof state.filters.mode !== 'string') search(MANAGER, { ...state.filters, mode });
    })
    .finally(() => (choosingMode = undefined));
  return choosingMode;
}

function Manager() {
  const t = useT();
  const state = controllerOf(MANAGER);
  const { filters } = useSnapshot(state);
  const chosen = typeof filters.mode === 'string';
  useEffect(() => {
    if (!chosen) void chooseOpeningMode();
  }, [chosen]);
  const mode = managerMode(filters);
  const category = typeof filters.category === 'string' ? filters.category : '';
  const columns = useMemo<ListColumn<FlowProcess>[]>(() => [
    { id: 'tenantId', label: t('flow.list.tenant'), render: (r) => r.tenantId || t('flow.list.shared') },
    { id: 'id', label: t('flow.admin.id'), render: (r) => r.id },
    { id: 'key', label: t('flow.list.key'), render: (r) => r.key },
    { id: 'name', label: t('flow.list.name'), render: (r) => r.name },
    { id: 'category', label: t('flow.list.category'), render: (r) => r.categoryName },
    { id: 'version', label: t('flow.list.version'), render: (r) => version(r.version) },
    { id: 'state', label: t('flow.list.state'), render: (r) => t(r.suspensionState === 1 ? 'flow.list.active' : 'flow.list.suspended') },
    { id: 'deployed', label: t('flow.list.deployed'), render: (r) => r.deploymentTime },
  ], [t]);
  const actions = useMemo<RowAction<FlowProcess>[]>(() => [
    { label: t('flow.admin.activate'), permission: 'flow_manager_state', command: 'flow.manager.state', args: (r) => ({ processId: r.id, state: 'active' }) },
    { label: t('flow.admin.suspend'), permission: 'flow_manager_state', command: 'flow.manager.state', args: (r) => ({ processId: r.id, state: 'suspend' }) },
    { label: t('flow.action.diagram'), permission: 'flow_manager_image', command: 'flow.diagram.open', args: (r) => ({ subject: encodeSubject({ processDefinitionId: r.id }) }) },
    { label: t('flow.admin.remove'), permission: 'flow_manager_remove', command: 'flow.manager.removeDeployment', args: (r) => ({ processId: r.id }) },
  ], [t]);
  // Nothing until the opening mode is known, so an empty 通用 list never shows first.
  if (!chosen) return null;
  return (
    <FlowList route={MANAGER} label={t('flow.admin.manager')} columns={columns} actions={actions}>
      <ModeSwitch value={mode} onChange={(next) => void runAction('flow.manager.show', { mode: next, category })} />
      <CategorySelect value={category} onChange={(next) => void runAction('flow.manager.show', { mode, category: next })} withAll />
    </FlowList>
  );
}

/** 流程管理 opens on its mode's first page. */
export const ManagerPane = Object.assign(Manager, { prepare: () => chooseOpeningMode().then(() => prepareFlowList(MANAGER)) });

function Follow() {
  const t = useT();
  const columns = useMemo<ListColumn<FlowExecution>[]>(() => [
    { id: 'executor', label: t('flow.admin.executor'), render: (r) => r.id },
    { id: 'key', label: t('flow.list.key'), render: (r) => r.processDefinitionKey },
    { id: 'instance', label: t('flow.admin.instance'), render: (r) => r.processInstanceId },
    { id: 'step', label: t('flow.list.step'), render: (r) => r.taskName },
    { id: 'state', label: t('flow.list.state'), render: (r) => t(r.suspensionState === 1 ? 'flow.list.active' : 'flow.list.suspended') },
    { id: 'starter', label: t('flow.admin.starter'), render: (r) => r.startUser },
    { id: 'started', label: t('flow.admin.started'), render: (r) => r.startTime },
  ], [t]);
  const actions = useMemo<RowAction<FlowExecution>[]>(() => [
    { label: t('flow.action.diagram'), permission: 'flow_follow', command: 'flow.diagram.open', args: (r) => ({ subject: encodeSubject({ processInstanceId: r.processInstanceId }) }) },
    { label: t('flow.admin.remove'), permission: 'flow_follow_delete', command: 'flow.follow.removeInstance', args: (r) => ({ processInstanceId: r.processInstanceId }) },
  ], [t]);
  return (
    <FlowList route="/flow/follow" label={t('flow.admin.follow')} columns={columns} actions={actions} />
  );
}

export const FollowPane = Object.assign(Follow, { prepare: () => prepareFlowList('/flow/follow') });

/** The schools a 定制流程 is deployed for, ticked from the tenant list (never typed as codes). */
function SchoolChoice({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const t = useT();
  const { data } = useSWR(['deploy-tenants'], deployTenants);
  return (
    <CheckboxGroup className="field" value={value} onChange={onChange}>
      <Label className="field-label">{t('flow.admin.tenants')}</Label>
      <div className="flow-schools">
        {(data ?? []).map((school) => <Checkbox key={school.tenantId} value={school.tenantId}>{school.tenantName}</Checkbox>)}
      </div>
    </CheckboxGroup>
  );
}

export function DeployPane() {
  useFlowStyles();
  const t = useT();
  const { file } = useSnapshot(deployUploadState);
  const [category, setCategory] = useState('');
  const [mode, setMode] = useState('1');
  const [schools, setSchools] = useState<string[]>([]);
  return (
    <section className="pane flow-pane flow-deploy">
      <h2>{t('flow.admin.deploy')}</h2>
      <CategorySelect value={category} onChange={setCategory} />
      <ModeSwitch value={mode} onChange={setMode} />
      {mode === '2' && <SchoolChoice value={schools} onChange={setSchools} />}
      <FileDrop label={t('flow.admin.file')} file={file as File | null} accept={['.xml']} onFile={chooseDeployFile} />
      <div className="toolbar">
        <Button className="button primary" onPress={() => void runAction('flow.deploy.upload', { category, tenantIds: mode === '2' ? schools.join(',') : 'shared' })}>
          {t('flow.admin.upload')}
        </Button>
      </div>
    </section>
  );
}
