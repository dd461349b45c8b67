/**
 * The full-screen model designer on bpmn-js's Modeler (this chunk loads bpmn-js, its styles,
 * the Flowable extension, the Chinese texts and bpmnlint; none is in the first load). It lends
 * designer-state's handle, so save, check, deploy, undo, redo, zoom and fit are commands; its
 * toolbar runs them. Keys (undo, redo, delete …) work while the canvas has focus. The check's problems are listed; pressing one selects its element.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import bpmnCss from 'bpmn-js/dist/assets/bpmn-js.css' with { type: 'text' };
import fontCss from 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css' with { type: 'text' };
import { BpmnModdle } from 'bpmn-moddle';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useT } from '../../../i18n';
import { runAction } from '../../../engine/run';
import { ModalDialog } from '../../../ui/Dialog';
import { deployModel, model, models, saveModel } from '../../../api/flow-admin';
import { closeDesigner, designer, designerState, lendDesigner } from '../designer-state';
import { injectDiagramStyles } from '../diagram/styles';
import { flowChanged } from '../store';
import '../messages';
import { fitBesidePalette, type FitCanvas } from './fit';
import { flowableModdle } from './flowable-moddle';
import { lintDefinitions } from './lint';
import { problemMessage } from './lint-messages';
import { PropertiesPanel, type DiagramElement, type PanelModeling } from './PropertiesPanel';
import { newProcessXml } from './template';
import { translateModule } from './translate';
import type { CommandId } from '../../../schema/command-ids';

interface Services {
  commandStack: { undo(): void; redo(): void };
  canvas: FitCanvas & { zoom(level?: number): number; scrollToElement(element: DiagramElement): void };
  modeling: { updateProperties(element: DiagramElement, properties: Record<string, unknown>): void };
  moddle: { create(type: string, properties: Record<string, unknown>): unknown };
  selection: { select(element: DiagramElement): void };
  bpmnReplace: { replaceElement(element: DiagramElement, target: { type: string }): DiagramElement };
  elementRegistry: { get(id: string): DiagramElement | undefined; filter(fn: (e: DiagramElement) => boolean): DiagramElement[] };
  eventBus: { on(event: string, callback: (event: { newSelection?: DiagramElement[]; element?: DiagramElement }) => void): void };
}

const PANEL_CSS = `
.flow-designer { display: grid; grid-template-columns: 1fr 280px; gap: .75rem; height: calc(100vh - 170px); }
.flow-designer-canvas { border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); min-height: 300px; }
.flow-panel { display: grid; gap: .5rem; align-content: start; overflow: auto; }
.flow-problems { max-height: 140px; overflow: auto; margin: .5rem 0 0; padding: 0; list-style: none; }
.flow-problems [data-category='error'] { color: var(--danger); }
`;

const get = <K extends keyof Services>(modeler: Modeler, name: K) => modeler.get<Services[K]>(name);

function processOf(modeler: Modeler): { id: string; name: string } {
  const root = (modeler.getDefinitions() as { rootElements: { $type: string; id: string; name?: string }[] }).rootElements;
  const process = root.find((e) => e.$type === 'bpmn:Process')!;
  return { id: process.id, name: process.name ?? process.id };
}

export default function DesignerView() {
  const t = useT();
  const { modelId, problems } = useSnapshot(designerState);
  const host = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [, setTick] = useState(0);
  const [modeler, setModeler] = useState<Modeler | null>(null);

  useEffect(() => {
    injectDiagramStyles(`${bpmnCss}\n${fontCss}\n${PANEL_CSS}`);
    const instance = new Modeler({
      container: host.current!,
      additionalModules: [translateModule],
      moddleExtensions: { flowable: flowableModdle },
    });
    let id = designerState.modelId;
    const bus = instance.get<Services['eventBus']>('eventBus');
    bus.on('selection.changed', (e) => setSelected(e.newSelection?.length === 1 ? e.newSelection[0]! : null));
    bus.on('element.changed', () => setTick((n) => n + 1));
    void (id ? model(id).then((m) => m.modelEditorXml || newProcessXml()) : Promise.resolve(newProcessXml()))
      .then((xml) => instance.importXML(xml))
      .then(() => fitBesidePalette(get(instance, 'canvas')))
      // A file bpmn-js cannot draw leaves the canvas empty; the check and the panel still work on what loaded.
      .catch(() => undefined);

    const xml = async () => (await instance.saveXML({ format: true })).xml ?? '';
    const save = async () => {
      const process = processOf(instance);
      await saveModel({ ...(id ? { id } : {}), modelKey: process.id, name: process.name, description: '', modelEditorXml: await xml() });
      if (!id) id = (await models({ current: 1, size: 1000 })).records.find((m) => m.modelKey === process.id)?.id ?? '';
      designerState.modelId = id;
      flowChanged();
      return id;
    };
    const validate = async () => {
      const definitions = (await new BpmnModdle().fromXML(await xml())).rootElement;
      const found = await lintDefinitions(definitions);
      designerState.problems = found;
      return found;
    };
    const select = (elementId: string) => {
      const element = get(instance, 'elementRegistry').get(elementId);
      if (!element) return;
      get(instance, 'selection').select(element);
      get(instance, 'canvas').scrollToElement(element);
    };
    const undo = lendDesigner({
      xml, save, validate, select,
      deploy: async (category, tenantIds) => {
        if ((await validate()).some((p) => p.category === 'error')) return false;
        await deployModel(await save(), category, tenantIds);
        flowChanged();
        return true;
      },
      undo: () => get(instance, 'commandStack').undo(),
      redo: () => get(instance, 'commandStack').redo(),
      zoom: (step) => {
        const canvas = get(instance, 'canvas');
        canvas.zoom(Math.max(0.2, Math.min(4, canvas.zoom() + step)));
      },
      fit: () => fitBesidePalette(get(instance, 'canvas')),
      level: () => get(instance, 'canvas').zoom(),
      update: (elementId, properties) => {
        const element = get(instance, 'elementRegistry').get(elementId);
        if (element) get(instance, 'modeling').updateProperties(element, properties);
      },
      property: (elementId, name) => get(instance, 'elementRegistry').get(elementId)?.businessObject.get(name),
    });
    setModeler(instance);
    return () => {
      undo();
      instance.destroy();
    };
  }, []);

  const panelModeling: PanelModeling = {
    update: (element, properties) => designer().update(element.id, properties),
    assign: (element, properties) => {
      if (!modeler) return;
      const task = element.type === 'bpmn:Task' ? get(modeler, 'bpmnReplace').replaceElement(element, { type: 'bpmn:UserTask' }) : element;
      designer().update(task.id, properties);
      get(modeler, 'selection').select(task);
    },
    condition: (element, body) => {
      if (!modeler) return;
      const expression = body ? get(modeler, 'moddle').create('bpmn:FormalExpression', { body }) : undefined;
      designer().update(element.id, { conditionExpression: expression });
    },
  };

  const tools: [CommandId, string, Record<string, unknown>?][] = [
    ['flow.designer.save', t('flow.designer.save')],
    ['flow.designer.validate', t('flow.designer.validate')],
    ['flow.designer.deploy', t('flow.designer.deploy')],
    ['flow.designer.undo', t('flow.designer.undo')],
    ['flow.designer.redo', t('flow.designer.redo')],
    ['flow.designer.zoomIn', t('flow.designer.zoomIn')],
    ['flow.designer.zoomOut', t('flow.designer.zoomOut')],
    ['flow.designer.fit', t('flow.designer.fit')],
  ];

  return (
    <ModalDialog title={modelId ? t('flow.designer.edit') : t('flow.designer.create')} onClose={closeDesigner} fullScreen>
      <div className="toolbar" role="toolbar" aria-label={t('flow.designer.tools')}>
        {tools.map(([id, label]) => <Button key={id} className="button" onPress={() => void runAction(id)}>{label}</Button>)}
      </div>
      <div className="flow-designer">
        <div ref={host} className="flow-designer-canvas" tabIndex={0} aria-label={t('flow.designer.canvas')} />
        <div>
          <PropertiesPanel element={selected} modeling={panelModeling} />
          {problems.length > 0 && (
            <ul className="flow-problems" aria-label={t('flow.designer.problems')}>
              {problems.map((p, i) => (
                <li key={`${p.rule}-${p.id}-${i}`} data-category={p.category}>
                  <Button className="button" onPress={() => designer().select(p.id)}>{`${p.id}: ${problemMessage(p)}`}</Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}

