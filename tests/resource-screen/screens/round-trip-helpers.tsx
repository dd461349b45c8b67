/**
 * Helpers of the resource round-trip tests: find a screen's parts the way a user sees them
 * (fields by their visible label, rows by their text, toolbar buttons by name), fill fields of
 * every kind the five schemas use, and seed rows straight into the mock's database.
 */
import { PATIENCE } from '../../helpers/patience';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { ready } from '../../../commands/crud/checks';
import { waitUntil } from '../../../src/platform/harness/screen';
import { auditFieldsForNewRow } from '../../../mock-server/audit';
import { db } from '../../../mock-server/db';
import { resourceByName } from '../../../src/schema';
import type { ResourceSchema } from '../../../src/schema/types';
import { viewOf } from '../../../src/engine/controller';
import { toasts } from '../../../src/ui/Toaster';
import { accounts, renderConsoleAs, type AccountName } from '../../helpers/console';

/** A field's value as a user enters it: text (dates as 'yyyy-MM-dd HH:mm:ss'), or option labels. */
export type Entry = string | readonly string[];

export const toastTexts = () => toasts.visibleToasts.map((toast) => toast.content.text);

export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

export function closeToasts(): void {
  act(() => toasts.visibleToasts.forEach((toast) => toasts.close(toast.key)));
}

/** Logs in as `account`, opens the menu path of resource `name` and waits for the server's rows. */
export async function openScreen({ name, path, account }: { name: string; path: string; account: AccountName }) {
  const schema = resourceByName(name)!;
  await renderConsoleAs(account, path);
  // The first screen of a run loads the layout and React Aria: slow on a busy machine.
  await waitUntil(() => Boolean(viewOf(name)?.settled()), PATIENCE, () => `the ${name} screen did not load at ${path}`);
  await act(() => ready(schema).then(() => undefined));
  const view = document.querySelector<HTMLElement>(`section[data-resource="${name}"]`)!;
  expect(view, `the ${name} screen at ${path}`).toBeTruthy();
  return { schema, view };
}

export const toolbarButton = (view: HTMLElement, name: string) => within(within(view).getByRole('toolbar')).getByRole('button', { name });

/** The form field (add/edit dialog or search bar) whose visible label is `label`. */
export function fieldOf(scope: HTMLElement, label: string): HTMLElement {
  const labels = within(scope).getAllByText(label, { selector: '.field-label' });
  expect(labels, `fields labelled ${label}`).toHaveLength(1);
  return labels[0]!.closest<HTMLElement>('.field')!;
}

/** Types `value` into the field labelled `label`, whatever its kind, as a user would. */
export async function fill(user: UserEvent, scope: HTMLElement, label: string, value: Entry): Promise<void> {
  const field = fieldOf(scope, label);
  const picker = field.querySelector<HTMLElement>('[aria-haspopup=listbox]');
  const tree = field.querySelector<HTMLElement>('[aria-haspopup=dialog]');
  if (picker) await choose(user, picker, typeof value === 'string' ? [value] : value);
  else if (tree) await chooseInTree(user, tree, label, typeof value === 'string' ? [value] : value);
  else {
    const input = field.querySelector<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')!;
    await user.clear(input);
    await user.type(input, String(value));
  }
}

/** A select: opens it and clicks the options; a multiple select's list is closed with Escape. */
async function choose(user: UserEvent, picker: HTMLElement, labels: readonly string[]): Promise<void> {
  await user.click(picker);
  const list = await screen.findByRole('listbox');
  for (const label of labels) await user.click(within(list).getByRole('option', { name: label }));
  if (list.isConnected) await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/**
 * A tree choice: opens it and finds each node by typing its name, clicking the match; a choice
 * of several stays open and is closed with Escape.
 */
async function chooseInTree(user: UserEvent, picker: HTMLElement, label: string, names: readonly string[]): Promise<void> {
  await user.click(picker);
  for (const name of names) {
    const search = await screen.findByRole('searchbox', { name: label });
    await user.clear(search);
    await user.type(search, name);
    await user.click(await screen.findByRole('option', { name }, { timeout: PATIENCE }));
  }
  if (screen.queryByRole('searchbox', { name: label })) await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('searchbox', { name: label })).toBeNull());
}

/** The data rows on screen (the header row left out). */
export function rowsOf(view: HTMLElement): HTMLElement[] {
  return within(within(view).getByRole('grid')).getAllByRole('row').filter((row) => row.querySelector('[role=rowheader]'));
}

/** The text of a row's cell under the column labelled `label`; undefined when there is no such column. */
export function cellText(view: HTMLElement, row: HTMLElement, label: string): string | undefined {
  const headers = within(within(view).getByRole('grid')).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent === label);
  if (index < 0) return undefined;
  return row.querySelectorAll('[role=gridcell], [role=rowheader]')[index]!.textContent ?? '';
}

/** What each row shows under the column labelled `label`, in order. */
export const columnTexts = (view: HTMLElement, label: string) => rowsOf(view).map((row) => cellText(view, row, label));

/** The row showing `text` under the column labelled `label`, if it is on screen. */
export const findRow = (view: HTMLElement, label: string, text: string) => rowsOf(view).find((row) => cellText(view, row, label) === text);

/** The zh label of the schema's title field: the column that names a row. */
export function titleLabel(schema: ResourceSchema): string {
  return schema.fields.find((field) => field.name === schema.titleField)!.label.zh;
}

/** Ticks a row's checkbox unless it is ticked already. */
export async function check(user: UserEvent, row: HTMLElement): Promise<void> {
  if (row.getAttribute('aria-selected') !== 'true') await user.click(within(row).getByRole('checkbox'));
  await waitFor(() => expect(row.getAttribute('aria-selected')).toBe('true'));
}

/** "共 N 条" of the pager. */
export function shownTotal(view: HTMLElement): number {
  const text = within(within(view).getByRole('navigation', { name: '分页' })).getByText(/^共 \d+ 条$/).textContent!;
  return Number(/\d+/.exec(text)![0]);
}

/** Live rows of the table the account sees: its tenant's on tenant-scoped screens. */
export function visibleCount(schema: ResourceSchema, account: AccountName): number {
  const tenantId = accounts[account].tenantId;
  return db.rows<Record<string, unknown>>(schema.name)
    .filter((row) => row.isDeleted === 0 && (schema.scope === 'platform' || row.tenantId === tenantId)).length;
}

/**
 * Pushes rows straight into the mock's table: `template`'s fields, with the schema's title
 * field set to each of `titles`, owned by `tenantId` on tenant-scoped tables. Their createTime
 * lies in the future, the first title newest, so by the default order (sort first, where there
 * is one, then newest first) they lead the list in the order given.
 */
export function seedRows(schema: ResourceSchema, template: Record<string, unknown>, titles: readonly string[], tenantId: string): void {
  const creator = db.rows('user').find((user) => user.tenantId === tenantId && user.account === 'admin')!;
  titles.forEach((title, i) => {
    db.insert(schema.name, {
      ...auditFieldsForNewRow(creator.id, creator.deptId),
      ...template,
      ...(schema.scope === 'tenant' ? { tenantId } : {}),
      id: db.nextId(),
      [schema.titleField!]: title,
      createTime: `2030-01-01 00:${String(59 - Math.floor(i / 60)).padStart(2, '0')}:${String(59 - (i % 60)).padStart(2, '0')}`,
    });
  });
}
