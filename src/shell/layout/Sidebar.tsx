import { Tree, TreeItem, TreeItemContent, Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { findMenu, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../i18n/menu-label';
import { offeredMenus } from '../../resources/offered-menus';
import { runMenu } from './open-menu';


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

/** The sidebar: the menus offered to the user (offered-menus.ts), as a keyboard-navigable tree. */
export function Sidebar() {
  const t = useT();
  const snap = useSnapshot(session);
  const menus = offeredMenus(snap.menus as MenuItem[], snap.roles);
  return (
    <nav className="sidebar" aria-label={t('layout.sidebar')}>
      <div className="brand">{t('app.shortTitle')}</div>
      <Tree
        aria-label={t('layout.sidebar')}
        className="menu-tree"
        onAction={(key) => {
          const menu = findMenu(menus, String(key));
          if (menu && !menu.children?.length) runMenu(menu);
        }}
      >
        {menus.map((menu) => <MenuNode key={menu.id} menu={menu} />)}
      </Tree>
    </nav>
  );
}
