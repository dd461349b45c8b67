import { useCallback } from 'react';
import { RecordChoiceInput } from '../ui/form/record-choice';
import type { InputProps } from '../ui/form/types';
import { searchOptions } from '../engine/options';
import { useRecordLabel, type RecordSource } from '../engine/record-options';

export interface RecordChoiceProps extends InputProps<string> {
  source: RecordSource;
  /** Searches this tenant's records (the platform administrator choosing for a school's row). */
  tenantId?: string;
  /** A choice of no value listed first (the search bar's 全部). */
  none?: string;
}

/** A records field of a form or a search bar: searched on the server as typed, the chosen one named by id. */
export function RecordChoice({ source, tenantId, none, ...props }: RecordChoiceProps) {
  const chosenLabel = useRecordLabel(source, props.value);
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchOptions(source, text, tenantId, signal),
    [source, tenantId],
  );
  return <RecordChoiceInput {...props} none={none} chosenLabel={chosenLabel} search={search} />;
}
