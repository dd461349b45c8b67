import { layout, toggleSidebar } from '../../src/core/layout';
import '../edit/messages';
import { messageIn, restoresSetting } from '../edit/setting';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

const title = { zh: '折叠/展开侧边栏', en: 'Collapse or expand the sidebar' };

export const toggleSidebarCommand = defineCommand({
  id: 'layout.sidebar',
  title,
  group: 'layout',
  keywords: ['sidebar', 'collapse', 'expand', 'menu'],
  shortcut: 'mod+b',
  when: inConsole,
  reversible: restoresSetting(
    title,
    () => layout.collapsed,
    (collapsed) => {
      layout.collapsed = collapsed;
    },
    (collapsed) => messageIn(collapsed ? 'undo.sidebar.collapsed' : 'undo.sidebar.expanded'),
  ),
  run: () => toggleSidebar(),
  check: {
    scenario: async (h) => {
      const before = layout.collapsed;
      await h.run();
      h.expect(layout.collapsed !== before, 'the sidebar did not change');
      h.expect(document.querySelector('.layout')?.hasAttribute('data-collapsed') === !before, 'the layout does not show it');
      await h.run();
    },
  },
});
