/** What every form input takes: a controlled value and the error its form computed. */
export interface InputProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** Forms validate a field when it is left. */
  onBlur?: () => void;
  /** The message to show, already translated; set once the field was left or a save was tried. */
  error?: string;
  isRequired?: boolean;
  /** Disabled while the form saves. */
  isDisabled?: boolean;
  /** Shown but not editable (fields that cannot change after creation). */
  isReadOnly?: boolean;
  name?: string;
  autoFocus?: boolean;
}

/** One choice of a select, radio group or tree select; `depth` indents tree options. */
export interface ChoiceItem {
  value: string;
  label: string;
  depth?: number;
}

/** A range of days as wire strings ('yyyy-MM-dd HH:mm:ss'); either end may be missing. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}
