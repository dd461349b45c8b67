import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import {
  Button, Calendar, CalendarCell, CalendarGrid, DateInput as AriaDateInput, DatePicker, DateRangePicker, DateSegment,
  Dialog, FieldError, Group, Heading, Label, Popover, RangeCalendar,
} from 'react-aria-components';
import type { DateRangeValue, InputProps } from './types';

/*
 * BladeX sends and takes dates as 'yyyy-MM-dd HH:mm:ss' strings (reference §1.5); the pickers
 * work on @internationalized/date values. These helpers are the only conversion between them.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function toWire(value: CalendarDate | CalendarDateTime, endOfDay = false): string {
  // The year is padded too: while a user retypes it, it passes through 2, 20, 202…, and an
  // unpadded '2-10-08' would not read back, blanking the whole field.
  const day = `${String(value.year).padStart(4, '0')}-${pad(value.month)}-${pad(value.day)}`;
  if (!('hour' in value)) return `${day} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  return `${day} ${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}

function parseDay(value: string | undefined): CalendarDate | null {
  try {
    return value ? parseDate(value.slice(0, 10)) : null;
  } catch {
    return null;
  }
}

function parseMoment(value: string | undefined): CalendarDateTime | null {
  try {
    return value ? parseDateTime(value.trim().replace(' ', 'T').slice(0, 19)) : null;
  } catch {
    return null;
  }
}

export interface DateInputProps extends InputProps<string> {
  /** With a time of day (datetime fields). */
  withTime?: boolean;
}

/** A date or date and time, typed segment by segment or picked from a calendar. */
export function DateInput({ label, error, value, onChange, withTime, ...props }: DateInputProps) {
  return (
    <DatePicker<CalendarDate | CalendarDateTime>
      className="field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      granularity={withTime ? 'second' : 'day'}
      hourCycle={24}
      value={withTime ? parseMoment(value) : parseDay(value)}
      onChange={(next) => onChange(next ? toWire(next) : '')}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="date-group">
        <AriaDateInput className="date-input">{(segment) => <DateSegment className="date-segment" segment={segment} />}</AriaDateInput>
        <Button className="icon-button"><span aria-hidden>▾</span></Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <Dialog className="calendar-dialog">
          <Calendar className="calendar"><CalendarBody /></Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

/** A range of days; `to` covers its whole day, as a search for "up to that day" means. */
export function DateRangeInput({ label, error, value, onChange, ...props }: InputProps<DateRangeValue>) {
  const start = parseDay(value.from);
  const end = parseDay(value.to);
  return (
    <DateRangePicker
      className="field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      value={start && end ? { start, end } : null}
      onChange={(next) => onChange(next ? { from: toWire(next.start), to: toWire(next.end, true) } : {})}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="date-group">
        <AriaDateInput className="date-input" slot="start">{(segment) => <DateSegment className="date-segment" segment={segment} />}</AriaDateInput>
        <span aria-hidden>–</span>
        <AriaDateInput className="date-input" slot="end">{(segment) => <DateSegment className="date-segment" segment={segment} />}</AriaDateInput>
        <Button className="icon-button"><span aria-hidden>▾</span></Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <Dialog className="calendar-dialog">
          <RangeCalendar className="calendar"><CalendarBody /></RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}

function CalendarBody() {
  return (
    <>
      <header className="calendar-header">
        <Button slot="previous" className="icon-button">‹</Button>
        <Heading />
        <Button slot="next" className="icon-button">›</Button>
      </header>
      <CalendarGrid>{(date) => <CalendarCell className="calendar-cell" date={date} />}</CalendarGrid>
    </>
  );
}
