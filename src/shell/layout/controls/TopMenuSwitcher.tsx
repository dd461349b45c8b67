import { Button } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { layout } from '../../../core/layout';
import { ALL_MENUS } from '../../../core/menu';
import { session } from '../../../core/session';
import { useT } from '../../../i18n';
import { menuLabel } from '../../../core/menu-label';
import { offeredTopMenus } from '../../../features/offered-menus';
import { useCommand } from '../../../ui/use-command';

/**
 * The top menus that lead to a built screen as a row of toggle buttons, "首页" first; picking one
 * runs layout.topMenu, which reloads the sidebar. Tenants without such top menus show nothing.
 */
export function TopMenuSwitcher() {
  const t = useT();
  const { available, run } = useCommand('layout.topMenu');
  const { topMenuId } = useSnapshot(layout);
  const { userInfo, roles } = useSnapshot(session);
  const { data } = useSWR(available ? ['top-menu', userInfo?.tenant_id, userInfo?.user_id, roles.join()] : null, () => offeredTopMenus(roles));
  if (!data?.length) return null;
  const items = [{ id: ALL_MENUS, label: t('ctl.header.allMenus') }, ...data.map((menu) => ({ id: menu.id, label: menuLabel(menu) }))];
  const current = topMenuId || ALL_MENUS;
  return (
    <nav className="top-menu" aria-label={t('ctl.header.topMenu')}>
      {items.map((item) => (
        <Button
          key={item.id}
          className="top-menu-item"
          aria-pressed={item.id === current}
          data-current={item.id === current || undefined}
          onPress={() => void run({ topMenu: item.id })}
        >
          {item.label}
        </Button>
      ))}
    </nav>
  );
}
