import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button, Calendar, CalendarCell, CalendarGrid, Dialog, DialogTrigger, FieldError, Group, Heading, Input, Label, Popover, TextField,
} from 'react-aria-components';
import { DAY_FORMAT, isDateText, MOMENT_FORMAT } from '../../formats/date-text';
import type { DateRangeValue, InputProps } from './types';

/*
 * BladeX sends and takes dates as 'yyyy-MM-dd HH:mm:ss' strings; the calendars work on
 * @internationalized/date values. These helpers are the only conversion between them.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function dayText(value: CalendarDate): string {
  // The year is padded too: while a user retypes it, it passes through 2, 20, 202…, and an
  // unpadded '2-10-08' would not read back, blanking the whole field.
  return `${String(value.year).padStart(4, '0')}-${pad(value.month)}-${pad(value.day)}`;
}

function parseDay(value: string | undefined): CalendarDate | null {
  try {
    return value ? parseDate(value.slice(0, 10)) : null;
  } catch {
    return null;
  }
}

/** What a date field shows of its value: a date field shows the day of a stored moment. */
function shownText(value: string, withTime: boolean): string {
  return !withTime && isDateText(value, true) ? value.slice(0, 10) : value;
}

/**
 * What the form gets for a typed text: a date field's day with the time BladeX stores with it,
 * anything else as typed, for the form's check to judge.
 */
function typedValue(text: string, withTime: boolean): string {
  return !withTime && isDateText(text, false) ? `${text} 00:00:00` : text;
}

/** A day picked from the calendar, keeping the time of day the field held. */
function pickedValue(day: CalendarDate, value: string, withTime: boolean): string {
  const time = withTime && isDateText(value, true) ? value.slice(11) : '00:00:00';
  return `${dayText(day)} ${time}`;
}

export interface DateInputProps extends InputProps<string> {
  /** With a time of day (datetime fields). */
  withTime?: boolean;
  /** The name of the button that opens the calendar, translated. */
  calendarLabel: string;
}

/**
 * A date, or a date and time, typed in BladeX's format (the placeholder shows it) or picked from
 * a calendar. Typed text that is not a real date goes to the form as typed, so the form's check
 * refuses it with its message: it is never turned into another date, as a field that corrects
 * each part on its own would (month 13 read as 3).
 */
export function DateInput({ label, error, value, onChange, withTime = false, calendarLabel, ...props }: DateInputProps) {
  const day = isDateText(value, true) || isDateText(value, false) ? parseDay(value) : null;
  return (
    <TextField
      className="field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      value={shownText(value, withTime)}
      onChange={(text) => onChange(typedValue(text, withTime))}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="date-group">
        <Input className="date-text" placeholder={withTime ? MOMENT_FORMAT : DAY_FORMAT} />
        <DialogTrigger>
          <Button className="icon-button" aria-label={calendarLabel} isDisabled={props.isDisabled || props.isReadOnly}><span aria-hidden>▾</span></Button>
          <Popover className="popover">
            <Dialog className="calendar-dialog" aria-label={calendarLabel}>
              {({ close }) => (
                <Calendar
                  className="calendar"
                  autoFocus
                  value={day}
                  onChange={(picked) => {
                    onChange(pickedValue(picked, value, withTime));
                    close();
                  }}
                >
                  <CalendarBody />
                </Calendar>
              )}
            </Dialog>
          </Popover>
        </DialogTrigger>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}

export interface DateRangeInputProps extends Omit<InputProps<DateRangeValue>, 'error'> {
  /** The messages of the two ends, translated. */
  errors: { from?: string; to?: string };
  /** The names of the two ends ("… from", "… to"), translated. */
  endLabels: { from: string; to: string };
  /** The name of the calendar buttons, translated. */
  calendarLabel: string;
}

/** A typed or picked day as a range end: the first day from its start, the last to its end. */
function rangeEnd(value: string, end: 'from' | 'to'): string {
  return end === 'to' && isDateText(value, true) ? `${value.slice(0, 10)} 23:59:59` : value;
}

/**
 * A range of days: two date fields (typed as yyyy-MM-dd or picked), the last day covering its
 * whole day, as a search for "up to that day" means. Text that is not a real day stays as
 * typed, so the caller's check refuses it with its message rather than reading another day.
 */
export function DateRangeInput({ label, errors, value, onChange, endLabels, calendarLabel, isDisabled, isReadOnly, onBlur }: DateRangeInputProps) {
  const end = (which: 'from' | 'to') => (
    <DateInput
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      onBlur={onBlur}
      label={endLabels[which]}
      calendarLabel={`${endLabels[which]}: ${calendarLabel}`}
      error={errors[which]}
      value={value[which] ?? ''}
      onChange={(text) => onChange({ ...value, [which]: text ? rangeEnd(text, which) : undefined })}
    />
  );
  return (
    <Group className="date-range" aria-label={label}>
      {end('from')}
      {end('to')}
    </Group>
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
