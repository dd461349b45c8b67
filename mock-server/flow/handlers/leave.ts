/**
 * The leave process's business calls (`/blade-desk/process/leave/*`):
 *
 * | call                 | does                                                                                   |
 * |----------------------|----------------------------------------------------------------------------------------|
 * | POST start-process   | JSON {processDefinitionId, taskUser, startTime, endTime, reason}: saves the request, starts the instance with createUser, taskUser (`taskUser_<id>`), days (whole days between start and end); 开启流程失败 when the instance cannot start |
 * | GET detail?businessId | the request with `flow.assigneeName`, the applicant's name                            |
 */
import { http } from 'msw';
import { withAuth } from '../../auth/authenticate';
import { db, formatDateTime, parseDateTime } from '../../db';
import { BadRequest, ok, requireParam, status } from '../../envelope';
import { findDefinition, startInstance, taskUserOf, TASK_USER_PREFIX } from '../engine';
import type { ProcessLeaveRow } from '../rows';
import type { LeaveDetail, LeaveRequest } from '../../../src/schema/wire/flow';
import { nameOfTaskUser } from '../views';
import { query, readObject, requireMenu } from './access';

const BASE = '*/api/blade-desk/process/leave';
export const LEAVE_TABLE = 'blade_process_leave';
const DAY = 24 * 60 * 60 * 1000;

const leaves = () => db.rows<ProcessLeaveRow>('process_leave');

/** start-process's JSON as sent: each field of a LeaveRequest, unchecked. */
type StartBody = { [K in keyof LeaveRequest]?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function requireTime(value: unknown, label: string): number {
  const ms = parseDateTime(text(value));
  if (Number.isNaN(ms)) throw new BadRequest(`请输入${label}`);
  return ms;
}

export const leaveHandlers = [
  http.post(`${BASE}/start-process`, withAuth(async ({ request, auth }) => {
    requireMenu(auth, 'work_start_flow');
    const body = await readObject<StartBody>(request);
    const definition = findDefinition(text(body.processDefinitionId));
    if (!definition || (definition.tenantId !== '' && definition.tenantId !== auth.tenantId)) throw new BadRequest('流程定义不存在');
    const approverId = text(body.taskUser).replace(TASK_USER_PREFIX, '');
    const approver = db.find('user', approverId);
    if (!approver || approver.tenantId !== auth.tenantId || approver.isDeleted !== 0) throw new BadRequest('请选择审批人员');
    const start = requireTime(body.startTime, '开始时间');
    const end = requireTime(body.endTime, '结束时间');
    if (end < start) throw new BadRequest('结束时间不能早于开始时间');
    const reason = text(body.reason);
    if (!reason) throw new BadRequest('请输入请假理由');
    const now = formatDateTime(db.now());
    const row: ProcessLeaveRow = {
      id: db.nextId(), tenantId: auth.tenantId, processDefinitionId: definition.id, processInstanceId: '',
      startTime: formatDateTime(start), endTime: formatDateTime(end), reason, taskUser: taskUserOf(approverId), applyTime: now,
      createUser: auth.user.id, createDept: auth.user.deptId, createTime: now, updateUser: auth.user.id, updateTime: now, status: 1, isDeleted: 0,
    };
    try {
      const instance = await startInstance({
        definition, tenantId: auth.tenantId, userId: auth.user.id, businessKey: `${LEAVE_TABLE}:${row.id}`,
        variables: { createUser: auth.user.account, taskUser: row.taskUser, days: Math.floor((end - start) / DAY) },
      });
      db.insert('process_leave', { ...row, processInstanceId: instance.id });
    } catch (error) {
      if (error instanceof BadRequest) throw new BadRequest('开启流程失败');
      throw error;
    }
    return status(true);
  })),
  http.get(`${BASE}/detail`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work');
    const id = requireParam(query(request), 'businessId');
    const row = leaves().find((l) => l.id === id && l.isDeleted === 0 && (auth.isAdministrator || l.tenantId === auth.tenantId));
    if (!row) throw new BadRequest('数据不存在或已被删除');
    return ok({ ...row, flow: { assigneeName: nameOfTaskUser(taskUserOf(row.createUser)), processInstanceId: row.processInstanceId, businessId: row.id } } satisfies LeaveDetail);
  })),
];
