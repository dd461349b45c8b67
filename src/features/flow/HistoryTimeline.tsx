/** 流程跟踪: an instance's steps in BladeX's wording, with duration, comment and end time when there are any. */
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { historyFlow } from '../../api/flow';
import './messages';
import { flowChanges } from './store';

export function HistoryTimeline({ processInstanceId }: { processInstanceId: string }) {
  const t = useT();
  const { version } = useSnapshot(flowChanges);
  const { data } = useSWR(['flow-history', processInstanceId, version], () => historyFlow(processInstanceId));
  return (
    <ol className="flow-timeline">
      {(data ?? []).map((step, i) => (
        <li key={`${step.historyActivityId}-${i}`}>
          <p>{t('flow.leave.entry', { name: step.assigneeName, time: step.createTime, step: step.historyActivityName })}</p>
          {step.historyActivityDurationTime && <p className="muted">{t('flow.leave.duration', { text: step.historyActivityDurationTime })}</p>}
          {step.comment && <p className="muted">{t('flow.leave.commentLine', { text: step.comment })}</p>}
          {step.endTime && <p className="muted">{t('flow.leave.endLine', { text: step.endTime })}</p>}
        </li>
      ))}
    </ol>
  );
}
