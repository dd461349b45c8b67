import { Tree, TreeItem, TreeItemContent, Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { getCommand } from '../../platform/registry';
import { findMenu, menuCommandId, openMenu, visibleMenus, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../i18n/menu-label';
import { runCommand } from './run-command';


function MenuNode({ menu }: { menu: MenuItem }) {
  const label = menuLabel(menu);
  return (
    <TreeItem id={menu.id} textValue={label} className="menu-node">
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <div className="menu-node-row">
            {hasChildItems && <Button slot="chevron" className="chevron" aria-hidden="true">{isExpanded ? '▾' : '▸'}</Button>}
            <span className="menu-icon" aria-hidden="true">{label.slice(0, 1)}</span>
            <span className="menu-label">{label}</span>
          </div>
        )}
      </TreeItemContent>
      {menu.children?.map((child) => <MenuNode key={child.id} menu={child} />)}
    </TreeItem>
  );
}

/** The sidebar: the user's menus, filtered by role, as a keyboard-navigable tree. */
export function Sidebar() {
  const t = useT();
  const snap = useSnapshot(session);
  const menus = visibleMenus(snap.menus as MenuItem[], snap.roles);
  return (
    <nav className="sidebar" aria-label={t('layout.sidebar')}>
      <div className="brand">{t('app.shortTitle')}</div>
      <Tree
        aria-label={t('layout.sidebar')}
        className="menu-tree"
        onAction={(key) => {
          const menu = findMenu(menus, String(key));
          if (!menu || menu.children?.length) return;
          // A leaf runs its nav.menu command. Before the commands are registered (the first render)
          // it opens directly; BladeX refuses duplicate menu codes, so the id names this leaf.
          if (getCommand(menuCommandId(menu))) void runCommand(menuCommandId(menu), {}, 'menu');
          else openMenu(menu);
        }}
      >
        {menus.map((menu) => <MenuNode key={menu.id} menu={menu} />)}
      </Tree>
    </nav>
  );
}
