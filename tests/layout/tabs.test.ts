import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../src/base/config';
import { clearSession, homeTab, session } from '../../src/core/session';
import {
  adjacentTab, canClose, closeAllTabs, closeOtherTabs, closeTab, openTab, reopenTab, tabHref, tabMemory,
} from '../../src/core/tabs';

const home = config.homePath;
const open = (...paths: string[]) => paths.forEach((value) => openTab({ label: value, value }));
const values = () => session.tabs.map((tab) => tab.value);

afterEach(() => {
  clearSession();
  tabMemory.closed = [];
});

describe('tab rules', () => {
  it('never closes the home tab', () => {
    open('/a');
    expect(canClose(session.tabs[0])).toBe(false);
    expect(closeTab(home, home)).toBeNull();
    expect(values()).toEqual([home, '/a']);
    // Not even one a stored session marked as closable.
    session.tabs[0]!.close = true;
    expect(closeTab(home, home)).toBeNull();
    expect(values()).toEqual([home, '/a']);
  });

  it('never closes a lone remaining tab, even one that may close', () => {
    session.tabs = [{ label: 'a', value: '/a', close: true }];
    expect(canClose(session.tabs[0])).toBe(false);
    expect(closeTab('/a', '/a')).toBeNull();
  });

  it('opens each visited page once and updates its query on a revisit', () => {
    openTab({ label: 'a', value: '/a', query: { x: '1' } });
    openTab({ label: 'a', value: '/a', query: { x: '2' } });
    expect(values()).toEqual([home, '/a']);
    expect(tabHref(session.tabs[1])).toBe('/a?x=2');
  });

  it('closing the current tab shows its right neighbour, else its left one', () => {
    open('/a', '/b', '/c');
    expect(closeTab('/b', '/b')).toBe('/c');
    expect(closeTab('/c', '/c')).toBe('/a');
    expect(closeTab('/a', home)).toBeNull();
    expect(values()).toEqual([home]);
  });

  it('close others keeps home and the kept tab; close all keeps home', () => {
    open('/a', '/b', '/c');
    closeOtherTabs('/b');
    expect(values()).toEqual([home, '/b']);
    open('/d');
    closeAllTabs();
    expect(session.tabs).toEqual([homeTab]);
  });

  it('reopens closed tabs, newest first', () => {
    open('/a', '/b');
    closeTab('/a', '/b');
    closeTab('/b', '/b');
    expect(reopenTab()?.value).toBe('/b');
    expect(reopenTab()?.value).toBe('/a');
    expect(reopenTab()).toBeNull();
    expect(values()).toEqual([home, '/b', '/a']);
  });

  it('steps to the next and previous tab, wrapping around', () => {
    open('/a', '/b');
    expect(adjacentTab('/b', 1)?.value).toBe(home);
    expect(adjacentTab(home, -1)?.value).toBe('/b');
    expect(adjacentTab('/a', 1)?.value).toBe('/b');
    // A page without a tab (the hidden dashboard) steps from either end.
    expect(adjacentTab('/wel/dashboard', 1)?.value).toBe(home);
    expect(adjacentTab('/wel/dashboard', -1)?.value).toBe('/b');
    session.tabs = [homeTab];
    expect(adjacentTab(home, 1)).toBeNull();
  });
});
