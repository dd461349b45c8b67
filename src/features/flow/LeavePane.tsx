/**
 * A leave request's pages: handle (`/work/process/leave/handle/:taskId/:processInstanceId/:businessId`,
 * with 批复意见 and 同意 / 驳回 / 关闭, which run flow.leave.approve and flow.leave.reject) and
 * detail (`…/detail/:processInstanceId/:businessId`, the same without the comment box). Both show
 * 审批信息, the history (流程跟踪) and the diagram coloured by progress.
 */
import { useState, type ComponentType } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import useSWR from 'swr';
import { useT } from '../../i18n';
import { runAction } from '../../engine/run';
import type { PaneProps } from '../../ui/pane';
import { goBack } from './back';
import { leaveDetail } from '../../api/flow';
import { DiagramOf } from './diagram-dialog';
import { HistoryTimeline } from './HistoryTimeline';
import './messages';
import { useFlowStyles } from './pane-styles';

function LeavePage({ params, handling }: PaneProps & { handling: boolean }) {
  useFlowStyles();
  const t = useT();
  const { processInstanceId = '', businessId = '' } = params;
  const { data } = useSWR(['flow-leave', businessId], () => leaveDetail(businessId));
  const [comment, setComment] = useState('');
  const rows: [string, string | undefined][] = [
    [t('flow.leave.applicant'), data?.flow.assigneeName],
    [t('flow.leave.startTime'), data?.startTime],
    [t('flow.leave.endTime'), data?.endTime],
    [t('flow.leave.reason'), data?.reason],
  ];
  return (
    <section className="pane flow-pane flow-leave">
      <h2>{t('flow.leave.approval')}</h2>
      <dl className="flow-facts">
        {rows.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{value ?? ''}</dd></div>
        ))}
      </dl>
      {handling && (
        <>
          <TextField className="field" value={comment} onChange={setComment}>
            <Label className="field-label">{t('flow.leave.comment')}</Label>
            <TextArea className="input" rows={2} />
          </TextField>
          <div className="toolbar">
            <Button className="button primary" onPress={() => void runAction('flow.leave.approve', { comment })}>{t('flow.leave.approve')}</Button>
            <Button className="button danger" onPress={() => void runAction('flow.leave.reject', { comment })}>{t('flow.leave.reject')}</Button>
            <Button className="button" onPress={goBack}>{t('flow.leave.close')}</Button>
          </div>
        </>
      )}
      {!handling && <div className="toolbar"><Button className="button" onPress={goBack}>{t('flow.leave.close')}</Button></div>}
      <h3>{t('flow.leave.follow')}</h3>
      <HistoryTimeline processInstanceId={processInstanceId} />
      <h3>{t('flow.leave.process')}</h3>
      <DiagramOf subject={{ processInstanceId }} />
    </section>
  );
}

export const LeaveHandlePane: ComponentType<PaneProps> = (props) => <LeavePage {...props} handling />;
export const LeaveDetailPane: ComponentType<PaneProps> = (props) => <LeavePage {...props} handling={false} />;
