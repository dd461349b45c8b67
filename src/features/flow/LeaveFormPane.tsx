/**
 * 请假基础信息: the leave request form of `/work/process/leave/form/:processDefinitionId`.
 * Submitting runs flow.leave.start with the form's values (the palette asks the same ones).
 */
import { useState } from 'react';
import { Button, Form, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, TextArea, TextField } from 'react-aria-components';
import useSWR from 'swr';
import { useT } from '../../i18n';
import { runAction } from '../../engine/run';
import type { PaneProps } from '../../ui/pane';
import { approvers } from '../../api/flow';
import './messages';
import { useFlowStyles } from './pane-styles';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export default function LeaveFormPane({ params }: PaneProps) {
  useFlowStyles();
  const t = useT();
  const { data: users } = useSWR(['flow-approvers'], approvers);
  const [values, setValues] = useState({ taskUser: '', startTime: '', endTime: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!values.taskUser) problems.taskUser = t('flow.leave.choose');
    for (const name of ['startTime', 'endTime'] as const) {
      if (!TIME.test(values[name].trim())) problems[name] = t('flow.leave.timeFormat');
    }
    if (!problems.startTime && !problems.endTime && values.endTime.trim() < values.startTime.trim()) problems.endTime = t('flow.leave.order');
    if (!values.reason.trim()) problems.reason = t('flow.leave.required', { field: t('flow.leave.reason') });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void runAction('flow.leave.start', { processDefinitionId: params.processDefinitionId, ...values, startTime: values.startTime.trim(), endTime: values.endTime.trim() });
  };

  const timeField = (name: 'startTime' | 'endTime') => (
    <TextField className="field" value={values[name]} onChange={set(name)} isRequired isInvalid={Boolean(errors[name])}>
      <Label className="field-label">{t(`flow.leave.${name}`)}</Label>
      <Input className="input" placeholder="yyyy-MM-dd HH:mm:ss" />
      {errors[name] && <span className="field-error">{errors[name]}</span>}
    </TextField>
  );

  return (
    <section className="pane flow-pane flow-leave">
      <h2>{t('flow.leave.formTitle')}</h2>
      <Form className="form-grid" onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <Select className="field" selectedKey={values.taskUser || null} onSelectionChange={(key) => set('taskUser')(String(key ?? ''))} isRequired isInvalid={Boolean(errors.taskUser)}>
          <Label className="field-label">{t('flow.leave.approver')}</Label>
          <Button className="select-button"><SelectValue /><span aria-hidden>▾</span></Button>
          {errors.taskUser && <span className="field-error">{errors.taskUser}</span>}
          <Popover className="popover">
            <ListBox className="menu" items={users ?? []}>
              {(u) => <ListBoxItem className="menu-item" id={u.id} textValue={u.account}>{u.account} · {u.realName}</ListBoxItem>}
            </ListBox>
          </Popover>
        </Select>
        {timeField('startTime')}
        {timeField('endTime')}
        <TextField className="field" value={values.reason} onChange={set('reason')} isRequired isInvalid={Boolean(errors.reason)}>
          <Label className="field-label">{t('flow.leave.reason')}</Label>
          <TextArea className="input" rows={3} />
          {errors.reason && <span className="field-error">{errors.reason}</span>}
        </TextField>
        <div className="toolbar">
          <Button type="submit" className="button primary">{t('flow.leave.submit')}</Button>
        </div>
      </Form>
    </section>
  );
}
