import { layout, toggleSidebar } from '../../src/core/layout';
import { defineCommand, inConsole } from '../navigation/helpers';

export const toggleSidebarCommand = defineCommand({
  id: 'layout.sidebar',
  title: { zh: '折叠/展开侧边栏', en: 'Collapse or expand the sidebar' },
  group: 'layout',
  keywords: ['sidebar', 'collapse', 'expand', 'menu'],
  shortcut: 'mod+b',
  when: inConsole,
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
