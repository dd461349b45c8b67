/**
 * Reads a deployed BPMN 2.0 document into the graph the engine walks. bpmn-moddle does the
 * parsing (the library bpmn-js itself reads with, so the mock and the designer agree on the
 * file); the graph keeps only what execution needs: each node's type, name, assignment and
 * outgoing flows with their conditions. Flowable's attributes (`flowable:assignee`,
 * `flowable:candidateUsers`, `flowable:candidateGroups`, `flowable:initiator`; the older
 * `activiti:` and `camunda:` prefixes too) arrive as foreign attributes.
 *
 * bpmn-moddle is imported when a first document is read, so it stays out of the mock's first load.
 */
import type { ModdleElement } from 'bpmn-moddle';

export interface FlowEdge {
  id: string;
  name: string;
  target: string;
  /** The condition's text (`${days > 3}`), or '' for an unconditional flow. */
  condition: string;
}

export interface FlowNode {
  id: string;
  /** Flowable's spelling of the element type: startEvent, userTask, exclusiveGateway … */
  type: string;
  name: string;
  assignee: string;
  candidateUsers: string[];
  candidateGroups: string[];
  /** startEvent: the variable that receives the starter's id. */
  initiator: string;
  /** Gateways: the flow taken when no condition holds. */
  defaultFlow: string;
  incoming: number;
  outgoing: FlowEdge[];
}

export interface ProcessGraph {
  key: string;
  name: string;
  description: string;
  nodes: Map<string, FlowNode>;
  startId: string;
}

export class BpmnError extends Error {
  override readonly name = 'BpmnError';
}

const PREFIXES = ['flowable', 'activiti', 'camunda'];

function extension(element: ModdleElement, name: string): string {
  for (const prefix of PREFIXES) {
    const value = element.$attrs?.[`${prefix}:${name}`];
    if (value) return value.trim();
  }
  return '';
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const typeName = (element: ModdleElement) => {
  const local = element.$type.replace(/^bpmn:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};
const refId = (value: unknown) => (value as ModdleElement | undefined)?.id ?? '';
const documentation = (element: ModdleElement) =>
  ((element['documentation'] as ModdleElement[] | undefined) ?? []).map((d) => String(d['text'] ?? '')).join('\n');

let moddle: Promise<import('bpmn-moddle').BpmnModdle> | undefined;
const loadModdle = () => (moddle ??= import('bpmn-moddle').then(({ BpmnModdle }) => new BpmnModdle()));

/** The document's definitions element; BpmnError when the text is not BPMN 2.0. */
export async function readDocument(xml: string): Promise<ModdleElement> {
  try {
    return (await (await loadModdle()).fromXML(xml)).rootElement;
  } catch (error) {
    throw new BpmnError(`流程文件无法解析: ${(error as Error).message}`);
  }
}

/** The first executable process of the document; BpmnError for anything that is not one. */
export async function parseProcess(xml: string): Promise<ProcessGraph> {
  const root = await readDocument(xml);
  const processes = ((root['rootElements'] as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  const process = processes.find((p) => p['isExecutable'] !== false) ?? processes[0];
  if (!process?.id) throw new BpmnError('流程文件中没有流程定义');
  const elements = (process['flowElements'] as ModdleElement[] | undefined) ?? [];
  const nodes = new Map<string, FlowNode>();
  for (const element of elements) {
    if (element.$type === 'bpmn:SequenceFlow' || !element.id) continue;
    nodes.set(element.id, {
      id: element.id,
      type: typeName(element),
      name: element.name ?? '',
      assignee: extension(element, 'assignee'),
      candidateUsers: list(extension(element, 'candidateUsers')),
      candidateGroups: list(extension(element, 'candidateGroups')),
      initiator: extension(element, 'initiator'),
      defaultFlow: refId(element['default']),
      incoming: 0,
      outgoing: [],
    });
  }
  for (const flow of elements.filter((e) => e.$type === 'bpmn:SequenceFlow')) {
    const source = nodes.get(refId(flow['sourceRef']));
    const target = nodes.get(refId(flow['targetRef']));
    if (!source || !target || !flow.id) throw new BpmnError(`连线 ${flow.id ?? ''} 缺少起点或终点`);
    const condition = String((flow['conditionExpression'] as ModdleElement | undefined)?.['body'] ?? '').trim();
    source.outgoing.push({ id: flow.id, name: flow.name ?? '', target: target.id, condition });
    target.incoming++;
  }
  const starts = [...nodes.values()].filter((n) => n.type === 'startEvent');
  if (starts.length !== 1) throw new BpmnError('流程必须有且只有一个开始事件');
  return { key: process.id, name: process.name ?? process.id, description: documentation(process), nodes, startId: starts[0]!.id };
}

const graphs = new Map<string, Promise<ProcessGraph>>();

/** A deployed definition never changes, so its graph is read once per definition id. */
export function graphOf(definition: { id: string; xml: string }): Promise<ProcessGraph> {
  let graph = graphs.get(definition.id);
  if (!graph) {
    graph = parseProcess(definition.xml);
    graphs.set(definition.id, graph);
  }
  return graph;
}
