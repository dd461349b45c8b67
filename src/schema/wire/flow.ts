/**
 * The workflow's answers (blade-flow, blade-desk/process/leave) in BladeX's shapes: FlowProcess
 * for definitions, BladeFlow for tasks and instances, FlowExecution for follow, an instance's
 * history and model view, and the leave request. Dates are 'yyyy-MM-dd HH:mm:ss', '' when unset.
 */
import type { AuditFields } from './entity';

/** An instance's process variables. */
export type FlowVariables = Record<string, string | number | boolean>;

/** A process model (model/detail; model/list without its XML): what the designer saves. */
export interface FlowModel {
  id: string;
  modelKey: string;
  name: string;
  description: string;
  modelEditorXml: string;
  version: number;
  created: string;
  lastUpdated: string;
  createdBy: string;
  lastUpdatedBy: string;
  /** Flowable's 0 = BPMN model. */
  modelType: number;
  tenantId: string;
}

/** A model as model/list answers it: without its XML. */
export type ModelSummary = Omit<FlowModel, 'modelEditorXml'>;

/** A deployed process definition (start-list, manager/list). */
export interface FlowProcess {
  /** `<key>:<version>:<deploymentId>`, as Flowable spells definition ids. */
  id: string;
  /** '' = 通用 (every tenant may start it). */
  tenantId: string;
  name: string;
  key: string;
  /** `flow_<dictKey>` of the `flow` dictionary. */
  category: string;
  categoryName: string;
  version: number;
  deploymentId: string;
  resourceName: string;
  diagramResourceName: string;
  /** 1 = 激活 (active), 2 = 挂起 (suspended): Flowable's SuspensionState codes. */
  suspensionState: number;
  deploymentTime: string;
  description: string;
}

/** A task (claim, todo and done lists) or an instance with its latest task (send list). */
export interface BladeFlow {
  id: string;
  taskId: string;
  taskName: string;
  taskDefinitionKey: string;
  processInstanceId: string;
  historyProcessInstanceId: string;
  executionId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  processDefinitionDesc: string;
  processDefinitionResName: string;
  processDefinitionDiagramResName: string;
  category: string;
  categoryName: string;
  processIsFinished: 'finished' | 'unfinished';
  variables: FlowVariables;
  tenantId: string;
  /** The two halves of the instance's business key, `<businessTable>:<businessId>`. */
  businessTable: string;
  businessId: string;
  /** `taskUser_<userId>`: the task's assignee, or the instance's starter in the send list. */
  assignee: string;
  assigneeName: string;
  createTime: string;
  endTime: string;
  status: 'claim' | 'todo' | 'done' | 'send' | 'finish';
  /** A task's (not the send list's). */
  claimTime?: string;
  historyTaskEndTime?: string;
  comment?: string;
  /** The send list's: the latest task's name. */
  historyActivityName?: string;
}

/** A running instance where it stands (follow list). */
export interface FlowExecution {
  id: string;
  executionId: string;
  processInstanceId: string;
  name: string;
  startUserId: string;
  startUser: string;
  startTime: string;
  taskDefinitionId: string;
  /** Comma-joined, one per open task (a parallel split has several). */
  taskDefinitionKey: string;
  taskName: string;
  activityId: string;
  category: string;
  categoryName: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  suspensionState: number;
  tenantId: string;
}

/** One step of an instance's history (history-flow-list): start, tasks and end. */
export interface HistoryFlowEntry {
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  /** Flowable's human duration, `1天 2小时 3分钟 4秒`; '' while the step runs. */
  historyActivityDurationTime: string;
  assignee: string;
  assigneeName: string;
  createTime: string;
  endTime: string;
  comment: string;
  taskId: string;
  processInstanceId: string;
}

/** One activity of model-view's flow, sequence flows included. */
export interface ModelViewActivity {
  historyActivityId: string;
  historyActivityName: string;
  /** BPMN element type in Flowable's spelling: startEvent, userTask, exclusiveGateway, sequenceFlow … */
  historyActivityType: string;
  assignee: string;
  createTime: string;
  endTime: string;
}

/** model-view: the definition's BPMN XML and the activities an instance went through. */
export interface ModelView {
  xml: string;
  flow: ModelViewActivity[];
}

/**
 * blade_process_leave: a leave request, the business row behind a leave instance; a BaseEntity,
 * answered with its audit columns.
 */
export interface ProcessLeave extends AuditFields {
  id: string;
  tenantId: string;
  processDefinitionId: string;
  processInstanceId: string;
  startTime: string;
  endTime: string;
  reason: string;
  /** `taskUser_<userId>` of the approver chosen. */
  taskUser: string;
  applyTime: string;
}

/** What start-process takes. */
export type LeaveRequest = Pick<ProcessLeave, 'processDefinitionId' | 'taskUser' | 'startTime' | 'endTime' | 'reason'>;

/** leave/detail: the request with its instance's applicant. */
export interface LeaveDetail extends ProcessLeave {
  flow: { assigneeName: string; processInstanceId: string; businessId: string };
}
