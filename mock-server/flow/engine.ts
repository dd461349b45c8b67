/**
 * The process engine: starts instances of deployed definitions and moves them on as their user
 * tasks are completed, walking the graph of bpmn.ts over the tables of rows.ts.
 *
 * | element                        | on arrival                                                        |
 * |--------------------------------|-------------------------------------------------------------------|
 * | startEvent                     | sets its initiator variable; leaves by every outgoing flow        |
 * | userTask                       | opens a task for its assignee (`${var}` read from the variables) or its candidates; waits |
 * | exclusiveGateway               | leaves by the first flow whose condition holds, else its default  |
 * | parallelGateway                | waits for a token on every incoming flow, then leaves by all      |
 * | inclusiveGateway               | (no join) leaves by every flow whose condition holds, else default |
 * | endEvent                       | the instance ends once no task is open and no token waits        |
 * | any other task or event        | passes straight through                                           |
 *
 * A step is computed in full before anything is written: a condition that cannot be evaluated
 * (an unknown variable) or a gateway without a way out refuses the call and leaves the
 * instance as it was.
 */
import { db, formatDateTime } from '../db';
import { BadRequest } from '../envelope';
import { graphOf, type FlowNode, type ProcessGraph } from './bpmn';
import { ExpressionError, holds, unwrap } from './expression';
import type { FlowActivityRow, FlowDefinitionRow, FlowInstanceRow, FlowTaskRow } from './rows';
import type { FlowVariables } from '../../src/schema/wire/flow';

export const TASK_USER_PREFIX = 'taskUser_';
export const taskUserOf = (userId: string) => `${TASK_USER_PREFIX}${userId}`;

export const tables = {
  definitions: () => db.rows<FlowDefinitionRow>('flow_definition'),
  instances: () => db.rows<FlowInstanceRow>('flow_instance'),
  tasks: () => db.rows<FlowTaskRow>('flow_task'),
  activities: () => db.rows<FlowActivityRow>('flow_activity'),
};

/** What one step adds or changes, written only once the whole step has been computed. */
interface Step {
  instance: FlowInstanceRow;
  graph: ProcessGraph;
  now: string;
  tasks: FlowTaskRow[];
  activities: FlowActivityRow[];
  joins: Record<string, number>;
  seq: number;
}

/** `${name}` resolves to the variable, anything else is taken as written. */
function resolve(text: string, variables: FlowVariables): string {
  const inner = unwrap(text);
  if (inner === text) return text;
  const name = inner.trim();
  if (!/^[A-Za-z_$][\w$]*$/.test(name) || !Object.hasOwn(variables, name)) throw new BadRequest(`流程变量不存在: ${name}`);
  return String(variables[name]);
}

function record(step: Step, node: { id: string; name: string }, type: string, open: boolean, extra: Partial<FlowActivityRow> = {}): FlowActivityRow {
  const activity: FlowActivityRow = {
    id: db.nextId(), instanceId: step.instance.id, activityId: node.id, activityName: node.name, activityType: type,
    assignee: '', taskId: '', startTime: step.now, endTime: open ? '' : step.now, seq: step.seq++, ...extra,
  };
  step.activities.push(activity);
  return activity;
}

function conditionHolds(condition: string, step: Step): boolean {
  if (!condition) return true;
  try {
    return holds(condition, step.instance.variables);
  } catch (error) {
    if (error instanceof ExpressionError) throw new BadRequest(error.message);
    throw error;
  }
}

/** The flows a task or event leaves by: those without a condition, or whose condition holds. */
const passable = (step: Step, node: FlowNode) => node.outgoing.filter((e) => conditionHolds(e.condition, step));

function leave(step: Step, node: FlowNode, edges = passable(step, node)): void {
  for (const edge of edges) {
    record(step, { id: edge.id, name: edge.name }, 'sequenceFlow', false);
    arrive(step, edge.target);
  }
}

function chooseFlows(step: Step, node: FlowNode, all: boolean) {
  const conditional = node.outgoing.filter((e) => e.id !== node.defaultFlow);
  const chosen = all ? conditional.filter((e) => conditionHolds(e.condition, step)) : conditional.filter((e) => conditionHolds(e.condition, step)).slice(0, 1);
  if (chosen.length > 0) return chosen;
  const fallback = node.outgoing.find((e) => e.id === node.defaultFlow);
  if (!fallback) throw new BadRequest(`网关 [${node.name || node.id}] 没有满足条件的出口`);
  return [fallback];
}

function openTask(step: Step, node: FlowNode): void {
  const { variables } = step.instance;
  const assignee = node.assignee ? resolve(node.assignee, variables) : '';
  const candidateUsers = node.candidateUsers.map((u) => resolve(u, variables));
  const candidateGroups = node.candidateGroups.map((g) => resolve(g, variables));
  const task: FlowTaskRow = {
    id: db.nextId(), instanceId: step.instance.id, tenantId: step.instance.tenantId, taskDefinitionKey: node.id, name: node.name,
    assignee, candidateUsers, candidateGroups, createTime: step.now, claimTime: '', endTime: '', comment: '',
  };
  step.tasks.push(task);
  record(step, node, 'userTask', true, { assignee, taskId: task.id });
}

function arrive(step: Step, nodeId: string): void {
  const node = step.graph.nodes.get(nodeId);
  if (!node) throw new BadRequest(`流程节点不存在: ${nodeId}`);
  switch (node.type) {
    case 'userTask':
      openTask(step, node);
      return;
    case 'exclusiveGateway':
    case 'inclusiveGateway':
      record(step, node, node.type, false);
      leave(step, node, chooseFlows(step, node, node.type === 'inclusiveGateway'));
      return;
    case 'parallelGateway': {
      const arrived = (step.joins[node.id] ?? 0) + 1;
      if (arrived < node.incoming) {
        step.joins[node.id] = arrived;
        return;
      }
      delete step.joins[node.id];
      record(step, node, node.type, false);
      leave(step, node, node.outgoing);
      return;
    }
    case 'endEvent':
      record(step, node, node.type, false);
      return;
    default:
      record(step, node, node.type, false);
      leave(step, node);
  }
}

function newStep(instance: FlowInstanceRow, graph: ProcessGraph): Step {
  const seq = tables.activities().filter((a) => a.instanceId === instance.id).length;
  return { instance, graph, now: formatDateTime(db.now()), tasks: [], activities: [], joins: { ...instance.joins }, seq };
}

/** Writes a computed step (the instance with its variables and joins); the instance ends when nothing is left open or waiting. */
function commit(step: Step): void {
  for (const task of step.tasks) db.insert('flow_task', task);
  for (const activity of step.activities) db.insert('flow_activity', activity);
  const { instance } = step;
  const open = tables.tasks().some((t) => t.instanceId === instance.id && !t.endTime);
  const ended = !open && Object.keys(step.joins).length === 0;
  const patch = { variables: instance.variables, joins: step.joins, ...(ended ? { endTime: step.now } : {}) };
  const stored = db.find<FlowInstanceRow>('flow_instance', instance.id);
  if (stored) db.update('flow_instance', stored, patch);
  else db.insert('flow_instance', { ...instance, ...patch });
}

export function findDefinition(id: string): FlowDefinitionRow | undefined {
  return tables.definitions().find((d) => d.id === id);
}

export interface StartRequest {
  definition: FlowDefinitionRow;
  tenantId: string;
  userId: string;
  businessKey: string;
  variables: FlowVariables;
}

/** Starts an instance; BadRequest when the definition is suspended or cannot be walked. */
export async function startInstance({ definition, tenantId, userId, businessKey, variables }: StartRequest): Promise<FlowInstanceRow> {
  if (definition.suspensionState !== 1) throw new BadRequest(`流程定义 [${definition.name}] 已挂起，无法开启流程`);
  const graph = await graphOf(definition);
  const starter = taskUserOf(userId);
  const start = graph.nodes.get(graph.startId)!;
  const instance: FlowInstanceRow = {
    id: db.nextId(), definitionId: definition.id, tenantId, businessKey, startUserId: starter,
    startTime: formatDateTime(db.now()), endTime: '', deleteReason: '',
    variables: { ...variables, ...(start.initiator ? { [start.initiator]: starter } : {}) }, joins: {},
  };
  const step = newStep(instance, graph);
  record(step, start, 'startEvent', false, { assignee: starter });
  leave(step, start);
  commit(step);
  return db.find<FlowInstanceRow>('flow_instance', instance.id)!;
}

/** Closes a task with its comment and moves its instance on with the variables given. */
export async function completeTask(task: FlowTaskRow, assignee: string, comment: string, variables: FlowVariables): Promise<void> {
  const instance = tables.instances().find((i) => i.id === task.instanceId);
  const definition = instance && findDefinition(instance.definitionId);
  if (!instance || !definition || instance.endTime) throw new BadRequest('流程实例不存在或已结束');
  const graph = await graphOf(definition);
  const node = graph.nodes.get(task.taskDefinitionKey);
  if (!node) throw new BadRequest(`流程节点不存在: ${task.taskDefinitionKey}`);
  // The step is computed over the variables given and written only once the whole of it is.
  const step = newStep({ ...instance, variables: { ...instance.variables, ...variables } }, graph);
  leave(step, node);
  const activity = tables.activities().find((a) => a.taskId === task.id);
  if (activity) db.update('flow_activity', activity, { endTime: step.now, assignee });
  db.update('flow_task', task, { endTime: step.now, assignee, comment });
  commit(step);
}

/** Ends an instance where it stands (follow's delete, a task's delete): open tasks close unfinished. */
export function terminateInstance(instance: FlowInstanceRow, reason: string): void {
  const now = formatDateTime(db.now());
  for (const task of tables.tasks().filter((t) => t.instanceId === instance.id && !t.endTime)) db.update('flow_task', task, { endTime: now });
  for (const activity of tables.activities().filter((a) => a.instanceId === instance.id && !a.endTime)) db.update('flow_activity', activity, { endTime: now });
  db.update('flow_instance', instance, { endTime: now, deleteReason: reason });
}
