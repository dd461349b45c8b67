/**
 * Where the keyboard starts in a screen's search bar, on arrival and for "focus the search": its
 * first field to type in (the screen's name field, which the bar puts first, as 参数名称 or
 * 岗位名称), else its first control.
 */
const TYPED = ':is(input:not([type=hidden]), textarea, [role=combobox])';
const ANY = 'input:not([type=hidden]), button';

export function searchStart(bar: ParentNode): HTMLElement | null {
  return bar.querySelector<HTMLElement>(TYPED) ?? bar.querySelector<HTMLElement>(ANY);
}
