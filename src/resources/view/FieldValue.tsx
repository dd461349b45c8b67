import { useT } from '../../i18n';
import { FileLink } from '../../ui/form/upload';
import { htmlText, SafeHtml } from '../../ui/form/sanitize';
import { optionLabel, useOptions } from '../options';
import type { FieldDef } from '../types';
import { isOn, text } from './values';

export interface FieldValueProps {
  field: FieldDef;
  value: unknown;
  /** In the view dialog: rich text as (sanitised) HTML; in a table cell it is plain text. */
  full?: boolean;
}

/** A stored value as people read it: option labels for codes, never raw HTML. */
export function FieldValue({ field, value, full }: FieldValueProps) {
  const t = useT();
  const options = useOptions(field.options);
  if (field.options) return <>{optionLabel(options, value)}</>;
  if (field.format) return <>{field.format(value)}</>;
  switch (field.kind) {
    case 'richText':
      return full ? <SafeHtml html={text(value)} /> : <>{htmlText(text(value))}</>;
    case 'password':
      return <>{value ? '••••••' : ''}</>;
    case 'switch':
      return <>{value === undefined || value === null ? '' : t(isOn(value) ? 'crud.field.yes' : 'crud.field.no')}</>;
    case 'upload':
      return <FileLink url={text(value)} />;
    case 'dateRange':
      return <>{text(value).replace(',', ' – ')}</>;
    default:
      return <>{text(value)}</>;
  }
}
