/**
 * What a resource screen does to data, shared by its commands and its form: each call talks to
 * the server, says how it went (新增成功, 更新成功, 删除成功) and brings the screen up to date.
 */
import * as api from '../api/resource';
import { notify } from '../core/notify';
import { t } from '../i18n';
import '../i18n/common';
import { localize } from '../i18n/resource';
import type { ResourceSchema } from '../schema/types';
import { refreshOptionsOf } from './option-refresh';
import { recordProblems } from '../schema/validate';
import { closeDialog, controllerOf, masterFilter, select, viewOf } from './controller';

/** A record that breaks the schema's rules; `messages` are translated, in field order. */
export class InvalidRecordError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
    this.name = 'InvalidRecordError';
  }
}

/**
 * Validates and submits a record: no id inserts, an id updates. Rejects when the server refuses;
 * `quiet` leaves showing the refusal to the caller.
 */
export async function saveRecord(schema: ResourceSchema, given: Record<string, unknown>, quiet = false): Promise<void> {
  const record = withMaster(schema, given);
  const problems = Object.values(recordProblems(schema, record)).map(localize);
  if (problems.length) throw new InvalidRecordError(problems);
  const adding = record.id === undefined || record.id === null || record.id === '';
  await api.submit(schema, record, { quiet });
  notify('success', t(adding ? 'message.addSuccess' : 'message.updateSuccess'));
  closeDialog(schema.name);
  await Promise.all([viewOf(schema.name)?.refresh(), refreshOptionsOf(schema)]);
}

/** A new detail row without its master field belongs to the master row chosen on screen. */
function withMaster(schema: ResourceSchema, record: Record<string, unknown>): Record<string, unknown> {
  const link = masterFilter(schema);
  const adding = record.id === undefined || record.id === null || record.id === '';
  if (!schema.master || !link || !adding) return record;
  const field = schema.master.field;
  return record[field] === undefined || record[field] === '' ? { ...record, ...link } : record;
}

export async function removeRecords(schema: ResourceSchema, ids: readonly string[]): Promise<void> {
  await api.remove(schema, ids);
  notify('success', t('message.deleteSuccess'));
  select(schema.name, []);
  await Promise.all([viewOf(schema.name)?.refresh(), refreshOptionsOf(schema)]);
}

/** Exports the rows of the filters on screen (a detail list's: under its master row). */
export function exportRecords(schema: ResourceSchema): Promise<Blob> {
  return api.exportFile(schema, { ...controllerOf(schema.name).filters, ...masterFilter(schema) });
}
