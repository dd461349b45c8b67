import { useCallback, useState } from 'react';

/** A rule returns the message to show, or nothing when the value is fine. */
export type Rule<T> = (value: T[keyof T], values: T) => string | undefined;
export type Rules<T> = Partial<Record<keyof T, Rule<T>>>;

/**
 * Form values with rules checked on blur and on submit: a field shows its message once it
 * was left or a submit was tried, and editing keeps what was typed.
 */
export function useFormState<T extends Record<string, unknown>>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<keyof T, boolean>>>({});

  const errorOf = (name: keyof T, all: T) => rules[name]?.(all[name], all);
  const errors = Object.fromEntries(
    Object.keys(rules).map((name) => [name, shown[name as keyof T] ? errorOf(name, values) : undefined]),
  ) as Partial<Record<keyof T, string>>;

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => setValues((v) => ({ ...v, [name]: value })), []);

  /** Shows every rule's message; true when the form is valid. */
  const validate = () => {
    setShown(Object.fromEntries(Object.keys(rules).map((name) => [name, true])) as Partial<Record<keyof T, boolean>>);
    return Object.keys(rules).every((name) => !errorOf(name, values));
  };

  const field = <K extends keyof T>(name: K) => ({
    name: String(name),
    value: values[name],
    onChange: (value: T[K]) => set(name, value),
    onBlur: () => setShown((s) => ({ ...s, [name]: true })),
    error: errors[name],
  });

  return { values, setValues, set, errors, validate, field };
}
