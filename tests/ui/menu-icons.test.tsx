import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import menus from '../../fixtures/menu.json';
import { setLanguage } from '../../src/i18n';
import { MenuIcon, menuIcons } from '../../src/ui/menu-icons';

afterEach(() => setLanguage('zh'));

describe('menu icons', () => {
  it('knows every icon the seeded menus use', () => {
    const unknown = [...new Set((menus as { source?: string }[]).map((menu) => menu.source ?? '').filter(Boolean))].filter((name) => !(name in menuIcons));
    expect(unknown).toEqual([]);
  });

  it.each([
    ['zh', 'iconfont iconicon_doc', '文档', true],
    ['en', 'iconfont iconicon_doc', 'Document', true],
    ['en', 'delete', 'Delete', true],
    ['zh', 'my-own-icon', 'my-own-icon', true],
    ['zh', '', '', false],
  ] as const)('draws and names %s %j as %j', (lang, name, label, drawn) => {
    setLanguage(lang);
    const { container } = render(<MenuIcon name={name} />);
    expect(container.textContent).toBe(label);
    expect(Boolean(container.querySelector('svg'))).toBe(drawn);
    expect(container.innerHTML).not.toContain('iconfont');
  });
});
