/**
 * The five schemas on the generic resource screen against the real Node mock: real tokens,
 * fixtures, dictionaries and the menu tree, no per-test handlers.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createResourceCommands } from '../../../commands/crud';
import { execute, registerCommands } from '../../../src/platform/registry';
import { selectRows } from '../../../src/core/selection';
import { session } from '../../../src/core/session';
import { resourceByName } from '../../../src/schema';
import { permissionCode, type ButtonKind, type ResourceSchema } from '../../../src/schema/types';
import { closeDialog, controllerOf } from '../../../src/engine/controller';
import { ResourceView } from '../../../src/resource-screen/ResourceView';
import { Toaster } from '../../../src/ui/Toaster';
import { login } from '../../mock-server/helpers';
import { giveTablesASize } from '../gadget';

let restoreSize: () => void;
let unregister: () => void = () => undefined;
let opened: ResourceSchema | undefined;
beforeAll(() => (restoreSize = giveTablesASize()));
afterAll(() => restoreSize());
afterEach(() => {
  unregister();
  if (opened) act(() => closeDialog(opened!.name));
  selectRows(null, []);
});

/** Logs in for real and opens the schema's screen with every button permission. */
async function open(name: string, tenantId = '000000'): Promise<ResourceSchema> {
  const schema = resourceByName(name)!;
  opened = schema;
  const { access_token } = await login(tenantId, 'admin');
  session.token = access_token;
  session.permission = Object.fromEntries((['add', 'edit', 'delete', 'view'] as ButtonKind[]).map((b) => [permissionCode(schema, b), true]));
  session.menus = [{ id: 'm', parentId: '0', code: schema.menuCode, name: schema.title.zh, path: schema.menuPath }] as typeof session.menus;
  window.history.replaceState(null, '', schema.menuPath);
  controllerOf(schema.name).filters = {};
  unregister = registerCommands(createResourceCommands(schema));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResourceView schema={schema} />
      <Toaster />
    </SWRConfig>,
  );
  return schema;
}

describe('resource screens on the mock', () => {
  it('list the seed rows of each platform screen', async () => {
    for (const [name, text] of [['param', '是否开启注册功能'], ['tenant_package', '阅读基础包'], ['client', 'saber']] as const) {
      await open(name);
      expect(await screen.findByText(text), name).toBeTruthy();
      unregister();
      cleanup();
    }
  });

  it('show a school its own posts, with the dictionary labels', async () => {
    await open('post', '100001');
    await screen.findByText('校长');
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect(screen.getAllByText('高层').length).toBeGreaterThan(0);
  });

  it('show a notice\'s content sanitised', async () => {
    await open('notice', '100001');
    await screen.findByText('家长开放日安排');
    const id = '1123598822400000005';
    act(() => selectRows('notice', [id]));
    await act(() => execute('crud.notice.view', {}, 'test'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('开放日当天请家长从东门入校。');
    // The campus map shows: its picture comes with the notice (a data: URL, which DOMPurify keeps
    // on images), not from an address nobody serves. Its hostile handler is gone.
    const map = within(dialog).getByRole('img', { name: '校园地图' });
    expect(map.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('export the params of the current search as an xlsx file', async () => {
    await open('param');
    await screen.findByText('是否开启注册功能');
    const file = await act(() => execute('crud.param.export', {}, 'test'));
    expect(file).toBeInstanceOf(Blob);
    const bytes = new Uint8Array(await (file as Blob).arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });
});
