import { session } from '../core/session';
import { useT } from '../i18n';
import { FileLink } from '../ui/form/upload';
import { MenuIcon } from '../ui/menu-icons';
import { htmlText, SafeHtml } from '../ui/form/sanitize';
import { optionLabel, remoteSource, staticOptions, useRemoteOptions } from '../engine/options';
import { isRecordSource, useRecordLabel, type RecordSource } from '../engine/record-options';
import { isTreeSource, useTreeLabel } from '../engine/tree-options';
import type { FieldDef, ResourceSchema, TreeSource } from '../schema/types';
import { isOn, text } from '../engine/values';

export interface FieldValueProps {
  field: FieldDef;
  value: unknown;
  /** In the view dialog: rich text as (sanitised) HTML; in a table cell it is plain text. */
  full?: boolean;
  /** The record's tenant when it is not the user's (see useOptions). */
  tenantId?: string;
}

/**
 * A record's tenant when it is another than the user's (only the platform administrator sees such
 * rows). A platform-wide record's `tenantId` names the record itself (a tenant's own id), not an
 * owner: its options are the platform's, read once for every row.
 */
export function foreignTenant(schema: ResourceSchema, record: Record<string, unknown>): string | undefined {
  if (schema.scope === 'platform') return undefined;
  const tenantId = record.tenantId;
  return typeof tenantId === 'string' && tenantId !== session.userInfo?.tenant_id ? tenantId : undefined;
}

/**
 * A stored value as people read it: option labels for codes, never raw HTML. Only the values that
 * need a hook (option labels, translated yes / no) render a component with one: a table mounts a
 * FieldValue per cell.
 */
export function FieldValue({ field, value, full, tenantId }: FieldValueProps) {
  if (field.options) return <OptionValue field={field} value={value} tenantId={tenantId} />;
  if (field.format) return <>{field.format(value)}</>;
  switch (field.kind) {
    case 'richText':
      return full ? <SafeHtml html={text(value)} /> : <>{htmlText(text(value))}</>;
    case 'password':
      return <>{value ? '••••••' : ''}</>;
    case 'switch':
      return <SwitchValue value={value} />;
    case 'upload':
      return <FileLink url={text(value)} />;
    case 'icon':
      return <MenuIcon name={text(value)} />;
    case 'dateRange':
      return <>{text(value).replace(',', ' – ')}</>;
    default:
      return <>{text(value)}</>;
  }
}

function OptionValue({ field, value, tenantId }: Pick<FieldValueProps, 'field' | 'value' | 'tenantId'>) {
  if (isRecordSource(field.options)) return <RecordValue source={field.options} value={value} />;
  if (isTreeSource(field.options)) return <TreeValue source={field.options} value={value} />;
  return <ListedValue field={field} value={value} tenantId={tenantId} />;
}

/** A value of a records source, named by a look-up of its id (never by loading every record). */
function RecordValue({ source, value }: { source: RecordSource; value: unknown }) {
  return <>{useRecordLabel(source, value)}</>;
}

/** A node of a tree, named by a look-up of its id (never by loading the tree). */
function TreeValue({ source, value }: { source: TreeSource; value: unknown }) {
  return <>{useTreeLabel(source, value)}</>;
}

/**
 * A value of a declared list or a dictionary. Declared labels need no hook (whatever shows a value
 * renders it again when the language changes: a table's columns are made anew), and a cell holds
 * no more hooks than it must: a page mounts one per cell.
 */
function ListedValue({ field, value, tenantId }: Pick<FieldValueProps, 'field' | 'value' | 'tenantId'>) {
  const source = field.options!;
  if ('static' in source) return <>{optionLabel(staticOptions(source), value)}</>;
  return <RemoteValue field={field} value={value} tenantId={tenantId} />;
}

function RemoteValue({ field, value, tenantId }: Pick<FieldValueProps, 'field' | 'value' | 'tenantId'>) {
  return <>{optionLabel(useRemoteOptions(remoteSource(field.options), tenantId), value)}</>;
}

function SwitchValue({ value }: { value: unknown }) {
  const t = useT();
  return <>{value === undefined || value === null ? '' : t(isOn(value) ? 'crud.field.yes' : 'crud.field.no')}</>;
}
