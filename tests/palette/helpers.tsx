import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCommand } from '../../commands/registry';
import type { ArgSpec, Command } from '../../commands/types';
import { CommandPalette } from '../../src/palette/CommandPalette';
import { closePalette } from '../../src/palette/state';

/**
 * happy-dom lays nothing out, so the virtualizer would see a 0 px list and mount no rows;
 * give the palette's scrolling list the height it has in a browser.
 */
export function giveListAHeight(height = 420): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')!;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('cmdk-list') ? height : original.get!.call(this);
    },
  });
  return () => Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
}

const registered: (() => void)[] = [];

/** Registers a command for this test; `unregisterAll` in afterEach removes it. */
export function testCommand<S extends Record<string, ArgSpec>>(command: Partial<Command<S>> & Pick<Command<S>, 'id' | 'title'>): Command<S> {
  const full = { group: 'system', run: () => undefined, check: { impossible: 'test command' }, ...command } as Command<S>;
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
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
