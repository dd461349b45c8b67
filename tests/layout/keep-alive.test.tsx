import { PATIENCE } from '../helpers/patience';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { waitUntil } from '../../src/platform/harness/screen';
import type { MenuItem } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { registerScreen } from '../../src/shell/routes';
import { goTo, renderConsoleAs } from '../helpers/console';

/** The notepads whose window listener is on: a pane that is dropped must have removed its own. */
const listening = new Set<string>();

function Notepad({ name }: { name: string }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const onResize = () => undefined;
    window.addEventListener('resize', onResize);
    listening.add(name);
    return () => {
      window.removeEventListener('resize', onResize);
      listening.delete(name);
    };
  }, [name]);
  return <label>{name}<input aria-label={name} value={text} onChange={(e) => setText(e.target.value)} /></label>;
}
registerScreen('/keep/alive', () => Promise.resolve({ default: () => <Notepad name="kept note" /> }));
registerScreen('/keep/plain', () => Promise.resolve({ default: () => <Notepad name="plain note" /> }));

const menus: MenuItem[] = [{
  id: 'k', parentId: '0', code: 'keep', name: '保持', path: '/keep', children: [
    { id: 'k1', parentId: 'k', code: 'keep_alive', name: '常驻页', path: '/keep/alive', meta: { keepAlive: true } },
    { id: 'k2', parentId: 'k', code: 'keep_plain', name: '普通页', path: '/keep/plain', isOpen: 1 },
  ],
}];

async function visit(path: string, field: string) {
  goTo(path);
  await waitUntil(() => Boolean(screen.queryByRole('textbox', { name: field })), PATIENCE, () => `${field} did not show`);
  return screen.getByRole('textbox', { name: field }) as HTMLInputElement;
}

describe('keep-alive panes', () => {
  it('keep their state while their tab is open; other panes start over', async () => {
    await renderConsoleAs('admin');
    act(() => { session.menus = [...session.menus, ...menus]; });
    const user = userEvent.setup();

    await user.type(await visit('/keep/alive', 'kept note'), 'draft');
    await user.type(await visit('/keep/plain', 'plain note'), 'lost');
    // The kept pane stays mounted, hidden, while another pane shows.
    expect(screen.getByDisplayValue('draft').closest('[hidden]')).toBeTruthy();

    expect((await visit('/keep/alive', 'kept note')).value).toBe('draft');
    expect((await visit('/keep/plain', 'plain note')).value).toBe('');

    // Closing the tab drops the kept pane: unmounted, its effects cleaned up.
    expect(listening.has('kept note')).toBe(true);
    await execute('tabs.close', { tab: '/keep/alive' }, 'test');
    expect(screen.queryByDisplayValue('draft')).toBeNull();
    expect(listening.has('kept note')).toBe(false);
    expect((await visit('/keep/alive', 'kept note')).value).toBe('');
  });

  it('clear cache drops the kept panes', async () => {
    await renderConsoleAs('admin');
    act(() => { session.menus = [...session.menus, ...menus]; });
    const user = userEvent.setup();
    await user.type(await visit('/keep/alive', 'kept note'), 'draft');
    goTo('/wel/index');
    expect(screen.getByDisplayValue('draft')).toBeTruthy();
    await execute('tabs.clearCache', {}, 'test');
    expect(await screen.findByText('清除完毕')).toBeTruthy();
    await waitUntil(() => !screen.queryByDisplayValue('draft'), PATIENCE, () => 'the kept pane survived clear cache');
  });
});
