import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/base/config';

const tick = () => new Promise((resolve) => setTimeout(resolve));

/** A fresh copy of the layout store, as a page load would read it. */
async function loadLayout() {
  vi.resetModules();
  return import('../../src/core/layout');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.removeProperty('--primary');
});

describe('layout store', () => {
  it('starts from the defaults: theme-white, #566F61, sidebar open', async () => {
    const { layout } = await loadLayout();
    expect(layout).toMatchObject({ theme: config.defaultTheme, color: config.defaultColor, collapsed: false });
    expect(document.documentElement.dataset.theme).toBe('theme-white');
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#566F61');
  });

  it('persists theme, colour and collapse and reads them back after a reload', async () => {
    const first = await loadLayout();
    first.setTheme('theme-dark');
    expect(first.setColor('#1f6feb')).toBe(true);
    first.toggleSidebar();
    await tick();
    expect(JSON.parse(localStorage.getItem('saber-theme')!)).toBe('theme-dark');
    expect(JSON.parse(localStorage.getItem('saber-color')!)).toBe('#1F6FEB');
    expect(JSON.parse(localStorage.getItem('saber-collapse')!)).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('theme-dark');
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1F6FEB');

    const again = await loadLayout();
    expect(again.layout).toMatchObject({ theme: 'theme-dark', color: '#1F6FEB', collapsed: true });
  });

  it('refuses colours that are not hex and themes that do not exist', async () => {
    const { layout, normalizeColor, setColor, isTheme } = await loadLayout();
    expect(setColor('green')).toBe(false);
    expect(layout.color).toBe(config.defaultColor);
    expect(normalizeColor('#abc')).toBe('#AABBCC');
    expect(normalizeColor('566f61')).toBe('#566F61');
    expect(isTheme('theme-bule')).toBe(true);
    expect(isTheme('theme-blue')).toBe(false);
    localStorage.setItem('saber-theme', JSON.stringify('no-such-theme'));
    localStorage.setItem('saber-color', JSON.stringify('not a colour'));
    const reloaded = await loadLayout();
    expect(reloaded.layout).toMatchObject({ theme: config.defaultTheme, color: config.defaultColor });
  });

  it('maps widths to screen levels at 768, 992 and 1200', async () => {
    const { screenLevel } = await loadLayout();
    expect([0, 767, 768, 991, 992, 1199, 1200, 1920].map(screenLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('collapses the sidebar on entering a small screen level, and lets the user open it again', async () => {
    const { layout, setScreenWidth, toggleSidebar, watchScreen } = await loadLayout();
    setScreenWidth(1280);
    expect(layout).toMatchObject({ screen: 3, collapsed: false });
    setScreenWidth(1000);
    expect(layout).toMatchObject({ screen: 2, collapsed: false });
    setScreenWidth(800);
    expect(layout).toMatchObject({ screen: 1, collapsed: true });
    toggleSidebar();
    setScreenWidth(700);
    expect(layout).toMatchObject({ screen: 0, collapsed: true });

    // The watcher follows resize events of the window.
    layout.collapsed = false;
    const stop = watchScreen();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1300 });
    window.dispatchEvent(new Event('resize'));
    expect(layout.screen).toBe(3);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 600 });
    window.dispatchEvent(new Event('resize'));
    expect(layout).toMatchObject({ screen: 0, collapsed: true });
    stop();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });
});
