/**
 * Opens a process diagram in a modal dialog: a definition's, or an instance's coloured by its
 * progress (model-view). The viewer and bpmn-js load with the first diagram shown.
 */
import { lazy, Suspense } from 'react';
import useSWR from 'swr';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/Dialog';
import { renderInOwnRoot } from '../../ui/own-root';
import { modelView } from '../../api/flow';
import type { DiagramSubject } from './diagram-subject';
import './messages';

const DiagramView = lazy(() => import('./diagram/DiagramView'));


export function DiagramOf({ subject }: { subject: DiagramSubject }) {
  const t = useT();
  const { data } = useSWR(['flow-model-view', JSON.stringify(subject)], () => modelView(subject));
  const loading = <p className="muted">{t('flow.diagram.loading')}</p>;
  return data ? <Suspense fallback={loading}><DiagramView xml={data.xml} flow={data.flow} /></Suspense> : loading;
}

function DiagramDialog({ subject, onClose }: { subject: DiagramSubject; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog title={t('flow.diagram.title')} onClose={onClose} width={960}>
      <DiagramOf subject={subject} />
    </ModalDialog>
  );
}

/** Shows the diagram of `subject`; answers the function that closes it. */
export function openDiagram(subject: DiagramSubject): () => void {
  return renderInOwnRoot((close) => <DiagramDialog subject={subject} onClose={close} />);
}
