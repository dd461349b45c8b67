/**
 * Row shapes of the storage area's tables (BladeX's blade_oss, blade_sms, blade_attach, blade_log_*, blade_code, blade_report_file).
 * The configurations, objects and attachments are derived from their schemas (RowOf); the rest are written out.
 */
import type { attach } from '../../src/schema/storage/attach';
import type { oss } from '../../src/schema/storage/oss';
import type { sms } from '../../src/schema/storage/sms';
import type { storage } from '../../src/schema/storage/storage';
import type { RowOf } from '../crud/rows';
import type { AuditFields } from '../records';

/** BladeX's yes_no: 2 enabled, 1 not. */
export type YesNo = 1 | 2;

/** blade_oss: one object storage configuration of a tenant. category: dict `oss`: 1 minio, 2 七牛云, 3 阿里云, 4 腾讯云. */
export type OssRow = RowOf<typeof oss, { category: number; status: YesNo }>;

/** blade_sms: one sms configuration of a tenant. category: dict `sms`: 1 云片, 2 七牛云, 3 阿里云, 4 腾讯云. */
export type SmsRow = RowOf<typeof sms, { category: number; status: YesNo }>;

/**
 * An object the mock holds for a tenant (the 存储管理 screen); its bytes are in the blob store
 * under `name`, the object's key (upload/20261122/<hex>.png); ossCode: the configuration it was
 * stored through; size in bytes. The extension and the link's domain are columns no field shows.
 */
export type StorageRow = RowOf<typeof storage, { extension: string; domain: string }>;

/** blade_attach: an upload through put-file-attach. attachSize: bytes, as BladeX stores file.getSize(); the screen shows KB. */
export type AttachRow = RowOf<typeof attach>;

interface LogBase {
  id: string;
  tenantId: string;
  serviceId: string;
  serverHost: string;
  serverIp: string;
  env: string;
  method: string;
  requestUri: string;
  userAgent: string;
  remoteIp: string;
  params: string;
  createBy: string;
  createTime: string;
  isDeleted: number;
}

export interface UsualLogRow extends LogBase {
  logLevel: string;
  logId: string;
  logData: string;
}

export interface ApiLogRow extends LogBase {
  type: string;
  title: string;
  /** Milliseconds taken, as a string (BladeX's column). */
  time: string;
}

export interface ErrorLogRow extends LogBase {
  stackTrace: string;
  exceptionName: string;
  message: string;
}

/** blade_code: one code generator entry. */
export interface CodeRow extends AuditFields {
  id: string;
  datasourceId: string;
  /** The data model it is generated from (BladeX 3.x); absent on entries of the 2.x form. */
  modelId?: string;
  codeName: string;
  serviceName: string;
  tableName: string;
  tablePrefix: string;
  pkName: string;
  packageName: string;
  baseMode: YesNo;
  wrapMode: YesNo;
  apiPath: string;
  webPath: string;
}

/** blade_report_file: an ureport file. */
export interface ReportRow {
  id: string;
  name: string;
  content: string;
  createTime: string;
  updateTime: string;
  isDeleted: number;
}
