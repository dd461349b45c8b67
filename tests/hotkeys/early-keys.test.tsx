import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { login } from '../../src/auth/login';
import { App } from '../../src/shell/App';
import { commandsRegistered } from '../../src/shell/console-commands';
import { accounts, goTo } from '../helpers/console';

it('keeps a Ctrl+K pressed at once after signing in, before the console listens, and opens the palette with it', async () => {
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
