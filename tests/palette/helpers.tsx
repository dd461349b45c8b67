import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { paletteCommands } from '../../commands/palette';
import { execute, registerCommand, registerCommands } from '../../src/platform/registry';
import type { ArgSpec, Command } from '../../src/platform/types';
import type { CommandId } from '../../src/schema/command-ids';
import { selectRows } from '../../src/core/selection';
import { setLanguage } from '../../src/i18n';
import { CommandPalette } from '../../src/palette/CommandPalette';
import { installPalettePrompter } from '../../src/palette/prompter';
import { closePalette, palette } from '../../src/palette/state';

/**
 * happy-dom lays nothing out, so the virtualizer would see a 0 px list and mount no rows, and
 * could not scroll; give the palette's scrolling list the box it has in a browser.
 */
export function giveListAHeight(height = 420): () => void {
  const proto = HTMLElement.prototype;
  const inherited = (name: string) => {
    for (let p: object | null = proto; p; p = Object.getPrototypeOf(p)) {
      const descriptor = Object.getOwnPropertyDescriptor(p, name);
      if (descriptor) return descriptor;
    }
    throw new Error(`no ${name}`);
  };
  const own = (['clientHeight', 'scrollHeight'] as const).map((name) => Object.getOwnPropertyDescriptor(proto, name));
  const originals = (['clientHeight', 'scrollHeight'] as const).map((name) => [name, inherited(name)] as const);
  const isList = (el: HTMLElement) => el.hasAttribute('cmdk-list');
  const content = (el: HTMLElement) => parseFloat(el.querySelector<HTMLElement>('.palette-rows')?.style.height ?? '') || 0;
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isList(this) ? height : originals[0][1].get!.call(this);
    },
  });
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isList(this) ? content(this) : originals[1][1].get!.call(this);
    },
  });
  return () =>
    originals.forEach(([name], i) => {
      const descriptor = own[i];
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    });
}

const registered: (() => void)[] = [];

/** Registers a command for this test; `unregisterAll` in afterEach removes it. */
export function testCommand<S extends Record<string, ArgSpec>>(command: Partial<Omit<Command<S>, 'id' | 'title'>> & Pick<Command<S>, 'id' | 'title'>): Command<S> {
  const full = { group: 'system', run: () => undefined, check: { impossible: { zh: '测试命令', en: 'test command' } }, ...command } as Command<S>;
  registered.push(registerCommand(full));
  return full;
}

export function unregisterAll(): void {
  while (registered.length) registered.pop()!();
  act(() => closePalette());
}

export function renderPalette() {
  const user = userEvent.setup();
  return { user, ...render(<CommandPalette />) };
}

/** Lets valtio's batched notifications and React's updates land. */
/**
 * Lets the palette finish: it runs a command only once its overlay has left and two frames
 * have passed (closePaletteSettled), so wait for exactly that, then one frame more.
 */
export async function settle(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 30 && document.querySelector('.palette-overlay'); i++) await frame();
    for (let i = 0; i < 3; i++) await frame();
  });
}

/** happy-dom stores scrollTop but fires no scroll event; tell the virtualizer the list moved. */
export function reportScroll(): void {
  const list = document.querySelector('[cmdk-list]');
  if (list) fireEvent.scroll(list);
}

/** Hooks for a palette test file: a list with a height, the palette commands, a clean slate. */
export function setUpPaletteTests(): void {
  let restoreHeight: () => void;
  let unregisterPalette: () => void;
  beforeAll(() => (restoreHeight = giveListAHeight()));
  afterAll(() => restoreHeight());
  beforeEach(() => (unregisterPalette = registerCommands(paletteCommands)));
  afterEach(() => {
    unregisterAll();
    unregisterPalette();
    selectRows(null, []);
    setLanguage('zh');
  });
}

/** setUpPaletteTests, and the palette's prompter installed for each test, its draft dropped after it. */
export function setUpPalettePrompterTests(): void {
  setUpPaletteTests();
  let uninstall: () => void;
  beforeEach(() => (uninstall = installPalettePrompter()));
  afterEach(() => {
    uninstall();
    palette.draft = null;
  });
}

/** Hooks for a test file driving the whole console's palette: a list with a height, closed after each test. */
export function setUpConsolePalette(): void {
  const restoreHeight = giveListAHeight();
  afterAll(() => restoreHeight());
  afterEach(() => act(() => closePalette()));
}

/** Opens the palette as Ctrl+K does and types `text` into it; the user who typed. */
export async function typeInPalette(text: string) {
  const user = userEvent.setup();
  await act(() => execute('palette.open', {}, 'hotkey'));
  await settle();
  await user.keyboard(text);
  return user;
}

/** Runs a palette command as a hotkey would and returns the palette's input. */
export async function openWith(id: CommandId = 'palette.open'): Promise<HTMLElement> {
  await act(() => execute(id, {}, 'hotkey'));
  await settle();
  return screen.getByRole('combobox');
}

/** The title a palette row shows (its name also says its hint, group and keys). */
export const titleOf = (option: Element) => option.querySelector('.palette-item-title')?.textContent ?? null;
/** What a screen reader says of each listed row. */
export const optionNames = () => screen.queryAllByRole('option').map((o) => o.getAttribute('aria-label'));
export const optionTitles = () => screen.queryAllByRole('option').map(titleOf);
export const selectedTitle = () => {
  const selected = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
  return selected && titleOf(selected);
};
/** A role query's option matching the palette row titled `title`: `findByRole('option', titled('撤销'))`. */
export const titled = (title: string) => ({ name: (_name: string, element: Element) => titleOf(element) === title });
