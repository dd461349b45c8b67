import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { login } from '../../src/auth/login';
import { commandsLoaded, holdKeys, releaseKeys } from '../../src/hotkeys/early-keys';
import { App } from '../../src/shell/App';
import { commandsRegistered } from '../../src/shell/console-commands';
import { accounts, goTo } from '../helpers/console';

it('keeps a Ctrl+K pressed at once after signing in, before the console listens, and opens the palette with it', async () => {
  // The layout's and the commands' code loaded ahead, as a browser has it from its cache: a key
  // is held HOLD_MS (3 s), and Vitest compiling these modules on first import took longer than
  // that on a busy machine, so the key was dropped as a user who had moved on. What is left
  // between the key and the console listening is the console's own work.
  await Promise.all([import('../../src/shell/layout/Layout'), import('../../src/shell/console-commands')]);
  goTo('/login');
  await login(accounts.schoolAdmin);
  goTo('/wel/index');
  act(() => void render(<App />));
  // Neither the commands nor the layout are there yet: the key has nothing to run.
  expect(commandsRegistered()).toBe(false);
  expect(document.querySelector('.layout')).toBeNull();
  fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
  fireEvent.keyUp(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
  expect(await screen.findByRole('dialog', { name: '命令面板' })).toBeTruthy();
});

it('presses again only the shortcuts and characters the page did not answer, not keys typed in a field, nor Enter or Tab', () => {
  const field = document.body.appendChild(document.createElement('input'));
  // The home page's search takes a letter typed on the page (it prevents its default).
  const answer = (event: KeyboardEvent) => event.key === 'b' && event.preventDefault();
  document.addEventListener('keydown', answer);
  holdKeys();
  for (const [target, key, ctrlKey] of [[document.body, 'a', false], [document.body, 'b', false], [document.body, 'Enter', false], [document.body, 'Tab', false], [field, 'x', false], [document.body, 'k', true]] as const) {
    fireEvent.keyDown(target, { key, ctrlKey });
  }
  document.removeEventListener('keydown', answer);
  const pressed: string[] = [];
  const record = (event: KeyboardEvent) => pressed.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`);
  document.addEventListener('keydown', record);
  // The shortcuts listen before the console's commands are in: nothing yet.
  releaseKeys();
  expect(pressed).toEqual([]);
  commandsLoaded();
  releaseKeys();
  document.removeEventListener('keydown', record);
  field.remove();
  expect(pressed).toEqual(['a', 'Ctrl+k']);
});
