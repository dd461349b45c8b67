/**
 * Where the keyboard starts in a screen's search bar, on arrival and for "focus the search": the
 * field the search bar marks `data-search-start` (the screen's name field, as 参数名称 or 岗位名称),
 * else its first field to type in, else its first control.
 */
const MARKED = '[data-search-start] :is(input:not([type=hidden]), textarea, [role=combobox])';
const TYPED = ':is(input:not([type=hidden]), textarea, [role=combobox])';
const ANY = 'input:not([type=hidden]), button';

export function searchStart(bar: ParentNode): HTMLElement | null {
  return bar.querySelector<HTMLElement>(MARKED) ?? bar.querySelector<HTMLElement>(TYPED) ?? bar.querySelector<HTMLElement>(ANY);
}
