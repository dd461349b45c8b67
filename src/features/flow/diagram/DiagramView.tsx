/**
 * A read-only BPMN diagram on bpmn-js's NavigatedViewer (drag to pan, wheel to zoom), coloured
 * by an instance's progress. Lazily loaded with bpmn-js itself, never in the first load.
 */
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import '../messages';
import { marksOf, type FlowEntry } from './colours';
import { injectDiagramStyles } from './styles';

interface Canvas { addMarker(id: string, marker: string): void; zoom(level: string): void }
interface Registry { get(id: string): unknown }

export default function DiagramView({ xml, flow }: { xml: string; flow: readonly FlowEntry[] }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    injectDiagramStyles();
    const viewer = new NavigatedViewer({ container: host.current! });
    let live = true;
    void viewer.importXML(xml).then(() => {
      if (!live) return;
      const canvas = viewer.get<Canvas>('canvas');
      const registry = viewer.get<Registry>('elementRegistry');
      for (const [id, mark] of marksOf(flow)) if (registry.get(id)) canvas.addMarker(id, `flow-${mark}`);
      canvas.zoom('fit-viewport');
    }).catch(() => undefined);
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [xml, flow]);
  return (
    <figure className="flow-diagram-figure">
      <div ref={host} className="flow-diagram" role="img" aria-label={t('flow.diagram.title')} />
      {flow.length > 0 && (
        <figcaption className="flow-legend">
          <span data-mark="done">{t('flow.diagram.legendDone')}</span>
          <span data-mark="current">{t('flow.diagram.legendCurrent')}</span>
        </figcaption>
      )}
    </figure>
  );
}
