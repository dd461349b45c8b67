import { subscribe } from 'valtio';
import { menuCommandId, menuHref, openMenu, queryOf, type MenuItem, type MenuLeaf } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { menuNamesEn } from '../../src/i18n/menu-names';
import { aliasesAt } from '../../src/schema/aliases';
import { offeredLeaves } from '../../src/features/offered-menus';
import { registerCommands } from '../../src/platform/registry';
import type { AnyCommand, Command } from '../../src/platform/types';
import { inConsole, pathOf } from './helpers';

const english = (menu: Pick<MenuItem, 'code' | 'name'>) => menuNamesEn[menu.code] ?? menu.name;

/** The command that opens one menu leaf; `trail` holds its ancestors (for the hint and search). */
export function menuCommand(menu: MenuItem, trail: readonly MenuItem[]): Command {
  const href = menuHref(menu);
  return {
    id: menuCommandId(menu),
    title: { zh: menu.name, en: english(menu) },
    hint: trail.length ? { zh: trail.map((m) => m.name).join(' / '), en: trail.map(english).join(' / ') } : undefined,
    group: 'navigation',
    keywords: ['open', '打开', menu.code, menu.path, ...trail.flatMap((m) => [m.name, english(m)]), ...aliasesAt(menu.path)].filter(Boolean),
    when: inConsole,
    run: () => openMenu(menu),
    check: queryOf(menu).target
      ? { impossible: { zh: '会打开新的浏览器窗口, 检查无法跟随', en: 'opens a new browser window, which the harness cannot follow' } }
      : {
          lands: pathOf(href),
          scenario: async (h) => {
            await h.run();
            await h.at(pathOf(href));
          },
        },
  };
}

/** One command per offered leaf (offered-menus.ts); a repeated code keeps its first leaf (ids must be unique). */
export function menuCommands(menus: readonly MenuItem[], roles: readonly string[]): AnyCommand[] {
  return commandsOf(offeredLeaves(menus, roles));
}

function commandsOf(leaves: readonly MenuLeaf[]): AnyCommand[] {
  const commands = new Map<string, AnyCommand>();
  for (const { menu, ancestors } of leaves) {
    const command = menuCommand(menu, ancestors);
    if (commands.has(command.id)) console.warn(`Two menus share the code ${menu.code}: only the first gets a command`);
    else commands.set(command.id, command);
  }
  return [...commands.values()];
}

/**
 * Keeps one `nav.menu.<code>` command per offered menu leaf, regenerated whenever the session's
 * menus or roles change (login, top-menu switch, logout). Returns the function that stops and
 * unregisters them.
 */
export function installMenuCommands(): () => void {
  let signature = '';
  let unregister = () => {};
  const sync = () => {
    const leaves = offeredLeaves(session.menus, session.roles);
    // The session changes often (tabs); only a different set of leaves re-registers.
    const next = JSON.stringify(leaves.map(({ menu, ancestors }) => [menu.id, menu.code, menu.name, menu.path, menu.query, ancestors.map((m) => m.name)]));
    if (next === signature) return;
    signature = next;
    unregister();
    unregister = registerCommands(commandsOf(leaves));
  };
  sync();
  const unsubscribe = subscribe(session, sync);
  return () => {
    unsubscribe();
    unregister();
  };
}
