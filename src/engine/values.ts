/** Conversions between record values (wire format) and what inputs hold. */
import type { FieldDef } from '../schema/types';

export function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** BladeX switches are 0/1 (sometimes booleans or '1'). */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A switch writes back the type the record uses: booleans stay booleans, else 1 and 0. */
export function switchValue(on: boolean, field: FieldDef, current: unknown): boolean | number {
  return typeof current === 'boolean' || typeof field.defaultValue === 'boolean' ? on : on ? 1 : 0;
}

export function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
}

/** A date-range field of a record is stored as 'from,to'. */
export function splitRange(value: unknown): { from?: string; to?: string } {
  const [from, to] = text(value).split(',');
  return { from: from || undefined, to: to || undefined };
}

export function joinRange(range: { from?: string; to?: string }): string {
  return range.from && range.to ? `${range.from},${range.to}` : '';
}
