/**
 * Row shapes of the storage area's tables (BladeX's blade_oss, blade_sms, blade_attach, blade_log_*, blade_code, blade_report_file).
 * Every row type is derived from its table's schema (RowOf).
 */
import type { attach } from '../../src/schema/storage/attach';
import type { code } from '../../src/schema/storage/code';
import type { logApi, logError, logUsual } from '../../src/schema/storage/logs';
import type { report } from '../../src/schema/storage/report';
import type { oss } from '../../src/schema/storage/oss';
import type { sms } from '../../src/schema/storage/sms';
import type { storage } from '../../src/schema/storage/storage';
import type { FieldNames, RowOf } from '../crud/rows';

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

/**
 * blade_log_usual, blade_log_api, blade_log_error: the mock's own traffic (traffic-log.ts), every
 * column a read-only field of its schema. An API log row's `type` (1 for a call) is no field;
 * its `time` is the milliseconds taken, as text (BladeX's column).
 */
export type UsualLogRow = RowOf<typeof logUsual, Record<never, never>, never, FieldNames<typeof logUsual>>;
export type ApiLogRow = RowOf<typeof logApi, { type: string }, never, FieldNames<typeof logApi>>;
export type ErrorLogRow = RowOf<typeof logError, Record<never, never>, never, FieldNames<typeof logError>>;

/** blade_code: one code generator entry; modelId: the data model it is generated from (BladeX 3.x), absent on entries of the 2.x form. */
export type CodeRow = RowOf<typeof code, { modelId?: string; baseMode: YesNo; wrapMode: YesNo }>;

/** blade_report_file: an ureport file; content: the designer's XML, which no field shows. */
export type ReportRow = RowOf<typeof report, { content: string }, never, 'createTime' | 'updateTime'>;
