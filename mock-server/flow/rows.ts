/**
 * Row shapes of the workflow's tables. Flowable keeps these in its ACT_* tables; the mock keeps
 * the few columns BladeX's calls read, in BladeX's field names, dates as 'yyyy-MM-dd HH:mm:ss'.
 * None has a schema: the workflow's screens are no CRUD screens of one table. A model, a
 * definition and a leave request are stored as BladeX answers them (src/schema/wire/flow.ts), less
 * what an answer joins in; instances, tasks and activities are the engine's own, answered only
 * through views that rename and join them (views.ts), so they are declared here.
 */
import type { FlowModel, FlowProcess, FlowVariables, ProcessLeave } from '../../src/schema/wire/flow';

/** A process model (ACT_DE_MODEL), kept as model/detail answers it. */
export type FlowModelRow = FlowModel;

/**
 * A deployed process definition (ACT_RE_PROCDEF with its deployment's XML): a FlowProcess less
 * what views.ts's flowProcess adds (the category's name, the diagram's resource name).
 */
export type FlowDefinitionRow = Omit<FlowProcess, 'categoryName' | 'diagramResourceName'> & { xml: string };

/** A process instance (ACT_RU_EXECUTION + ACT_HI_PROCINST). */
export interface FlowInstanceRow {
  id: string;
  definitionId: string;
  /** The tenant of the user who started it: its tasks stay in that tenant. */
  tenantId: string;
  /** `<businessTable>:<businessId>`. */
  businessKey: string;
  /** `taskUser_<userId>`. */
  startUserId: string;
  startTime: string;
  /** '' while running. */
  endTime: string;
  deleteReason: string;
  variables: FlowVariables;
  /** Tokens waiting at a joining parallel gateway, by gateway id. */
  joins: Record<string, number>;
}

/** A user task (ACT_RU_TASK + ACT_HI_TASKINST). */
export interface FlowTaskRow {
  id: string;
  instanceId: string;
  tenantId: string;
  taskDefinitionKey: string;
  name: string;
  /** `taskUser_<userId>`, or '' while only offered to candidates. */
  assignee: string;
  /** `taskUser_<userId>` entries. */
  candidateUsers: string[];
  /** Role aliases. */
  candidateGroups: string[];
  createTime: string;
  claimTime: string;
  /** '' while open. */
  endTime: string;
  comment: string;
}

/** One activity an instance went through (ACT_HI_ACTINST), sequence flows included. */
export interface FlowActivityRow {
  id: string;
  instanceId: string;
  activityId: string;
  activityName: string;
  /** BPMN element type in Flowable's spelling: startEvent, userTask, exclusiveGateway, sequenceFlow … */
  activityType: string;
  assignee: string;
  taskId: string;
  startTime: string;
  endTime: string;
  /** Order of arrival within the instance, for a stable history. */
  seq: number;
}

/** blade_process_leave as the mock keeps it: the request as BladeX answers it, audit columns included. */
export type ProcessLeaveRow = ProcessLeave;
