/**
 * The search rules of a screen's fields, apart from the search bar that shows them: which fields
 * are searched by a range of days, and when a range may not be sent.
 */
import type { DateRange, Filters, FilterValue } from '../api/resource';
import type { Localized } from '../base/config';
import { dateRangeProblems } from '../formats/date-text';
import { searchFieldsOf } from './tenant-column';
import type { FieldDef, ResourceSchema } from '../schema/types';

const dated = new Set(['date', 'datetime', 'dateRange']);

/** Date fields are searched by a range of days; every other field by one value. */
export function searchesByRange(field: FieldDef): boolean {
  return dated.has(field.kind);
}

/** The messages of a date field's range by end (see dateRangeProblems); none for other fields. */
export function rangeProblems(field: FieldDef, value: FilterValue | undefined): { from?: Localized; to?: Localized } {
  if (!searchesByRange(field) || !value) return {};
  const range = value as DateRange;
  return dateRangeProblems(field.label, range.from, range.to);
}

/** Whether any range of `filters` breaks its rule: such a search is not sent. */
export function refusesSearch(schema: ResourceSchema, filters: Filters): boolean {
  return searchFieldsOf(schema).some((field) => Object.keys(rangeProblems(field, filters[field.name])).length > 0);
}
