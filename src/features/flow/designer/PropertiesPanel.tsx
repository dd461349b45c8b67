/**
 * The designer's panel for what BladeX needs on the selected element: id and name; a user
 * task's assignee (a plain task becomes a user task; a user, or `${taskUser}` for the approver the form picks) or candidate
 * groups (roles); a sequence flow's condition (`${pass}`, `${days > 3}`). Every change goes
 * through bpmn-js's modeling, so undo and redo cover it.
 */
import { useEffect, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import useSWR from 'swr';
import { requestData } from '../../../core/http';
import { useT } from '../../../i18n';
import { approvers } from '../../../api/flow';
import '../messages';

export interface DiagramElement {
  id: string;
  type: string;
  businessObject: { name?: string; get(name: string): unknown; conditionExpression?: { body?: string } };
}

export interface PanelModeling {
  update(element: DiagramElement, properties: Record<string, unknown>): void;
  /** Sets who handles a task; a plain task becomes a user task first (one more undo step). */
  assign(element: DiagramElement, properties: Record<string, unknown>): void;
  condition(element: DiagramElement, body: string): void;
}

interface RoleOption { roleAlias: string; roleName: string }

/** A text field that writes its value when it loses focus or Enter is pressed. */
function Property({ label, value, onCommit, list }: { label: string; value: string; onCommit: (value: string) => void; list?: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => { if (text !== value) onCommit(text); };
  return (
    <TextField className="field" value={text} onChange={setText} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }}>
      <Label className="field-label">{label}</Label>
      <Input className="input" list={list} />
    </TextField>
  );
}

export function PropertiesPanel({ element, modeling }: { element: DiagramElement | null; modeling: PanelModeling }) {
  const t = useT();
  const { data: users } = useSWR(['flow-approvers'], approvers);
  const { data: roles } = useSWR(['flow-roles'], () => requestData<RoleOption[]>('/blade-system/role/select'));
  if (!element) return <aside className="flow-panel muted">{t('flow.designer.nothing')}</aside>;
  const bo = element.businessObject;
  const attr = (name: string) => String(bo.get(`flowable:${name}`) ?? '');
  return (
    <aside className="flow-panel" aria-label={t('flow.designer.panel')}>
      <Property label="ID" value={element.id} onCommit={(id) => id.trim() && modeling.update(element, { id: id.trim() })} />
      <Property label={t('flow.designer.name')} value={bo.name ?? ''} onCommit={(name) => modeling.update(element, { name })} />
      {(element.type === 'bpmn:UserTask' || element.type === 'bpmn:Task') && (
        <>
          <Property label={t('flow.designer.assignee')} value={attr('assignee')} list="flow-designer-users" onCommit={(v) => modeling.assign(element, { 'flowable:assignee': v || undefined })} />
          <datalist id="flow-designer-users">
            <option value="${taskUser}">{t('flow.designer.chosenApprover')}</option>
            {(users ?? []).map((u) => <option key={u.id} value={`taskUser_${u.id}`}>{`${u.account} · ${u.realName}`}</option>)}
          </datalist>
          <Property label={t('flow.designer.groups')} value={attr('candidateGroups')} list="flow-designer-roles" onCommit={(v) => modeling.assign(element, { 'flowable:candidateGroups': v || undefined })} />
          <datalist id="flow-designer-roles">
            {(roles ?? []).map((r) => <option key={r.roleAlias} value={r.roleAlias}>{r.roleName}</option>)}
          </datalist>
        </>
      )}
      {element.type === 'bpmn:SequenceFlow' && (
        <Property label={t('flow.designer.condition')} value={bo.conditionExpression?.body ?? ''} onCommit={(v) => modeling.condition(element, v.trim())} />
      )}
    </aside>
  );
}
