/**
 * 通用日志, 接口日志, 错误日志: the mock's own traffic (mock-server/storage/traffic-log.ts),
 * read-only, newest first, searched by request URI and time range. Each row belongs to the
 * tenant of the call it records.
 */
import type { FieldDef } from '../types';
import { defineResource } from '../types';

/** A read-only field; its name stays a literal type, so the mock's log rows are derived from it. */
const field = <const N extends string>(name: N, zh: string, en: string, more: Omit<Partial<FieldDef>, 'name'> = {}) =>
  ({ name, label: { zh, en }, kind: 'input', form: false, ...more }) satisfies FieldDef;

const server = [
  field('serviceId', '服务id', 'Service'),
  field('serverHost', '服务host', 'Host', { column: false }),
  field('serverIp', '服务ip', 'Server IP', { column: false }),
  field('env', '软件环境', 'Environment', { column: false }),
];
const request = [
  field('method', '请求方法', 'Method'),
  field('requestUri', '请求接口', 'Request URI', { search: true }),
  field('createTime', '日志时间', 'Time', { kind: 'datetime', search: true }),
  field('userAgent', '用户代理', 'User agent', { column: false }),
  field('remoteIp', '请求ip', 'Remote IP', { column: false }),
  field('params', '请求数据', 'Parameters', { kind: 'textarea', column: false }),
  field('createBy', '操作人', 'By'),
];
const readOnly = { add: false, edit: false, delete: false, view: true };

export const logUsual = defineResource({
  name: 'log_usual',
  title: { zh: '通用日志', en: 'General log' },
  menuPath: '/monitor/log/usual',
  menuCode: 'log_usual',
  api: { prefix: '/blade-log/usual', list: 'list', detail: true, submit: false, remove: false },
  scope: 'tenant',
  buttons: readOnly,
  titleField: 'logData',
  fields: [
    field('logData', '日志数据', 'Message', { search: true }),
    field('logLevel', '日志级别', 'Level'),
    field('logId', '日志id', 'Log id', { column: false }),
    ...server,
    ...request,
  ],
});

export const logApi = defineResource({
  name: 'log_api',
  title: { zh: '接口日志', en: 'API log' },
  menuPath: '/monitor/log/api',
  menuCode: 'log_api',
  api: { prefix: '/blade-log/api', list: 'list', detail: true, submit: false, remove: false },
  scope: 'tenant',
  buttons: readOnly,
  titleField: 'requestUri',
  fields: [
    ...request.slice(0, 2),
    field('title', '日志名', 'Title'),
    field('time', '耗时(ms)', 'Time (ms)'),
    ...server,
    ...request.slice(2),
  ],
});

export const logError = defineResource({
  name: 'log_error',
  title: { zh: '错误日志', en: 'Error log' },
  menuPath: '/monitor/log/error',
  menuCode: 'log_error',
  api: { prefix: '/blade-log/error', list: 'list', detail: true, submit: false, remove: false },
  scope: 'tenant',
  buttons: readOnly,
  titleField: 'message',
  fields: [
    ...request.slice(0, 2),
    field('message', '异常信息', 'Message', { search: true }),
    field('exceptionName', '异常名', 'Exception'),
    ...server,
    ...request.slice(2),
    field('stackTrace', '日志数据', 'Stack trace', { kind: 'textarea', column: false }),
  ],
});
