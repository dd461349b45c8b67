import { afterEach, describe, expect, it } from 'vitest';
import { consoleCommands, registerConsoleCommands } from '../../commands';
import { allCommands, getCommand } from '../../src/platform/registry';
import { commandGroups } from '../../src/platform/types';
import { combosOf } from '../../src/hotkeys';
import { clearSession } from '../../src/core/session';

afterEach(() => clearSession());

/** The ids and shortcuts this part of the console promises. */
const expected: Record<string, string | undefined> = {
  'nav.home': 'alt+shift+h', 'nav.dashboard': undefined, 'nav.info': undefined, 'nav.test': undefined,
  'nav.dictHorizontal': undefined, 'nav.dictVertical': undefined,
  'tabs.next': 'alt+shift+arrowright', 'tabs.previous': 'alt+shift+arrowleft', 'tabs.close': 'alt+shift+w',
  'tabs.closeOthers': undefined, 'tabs.closeLeft': undefined, 'tabs.closeRight': undefined, 'tabs.show': undefined, 'tabs.closeAll': undefined, 'tabs.clearCache': undefined, 'tabs.reopen': 'alt+shift+t',
  'session.logout': undefined, 'session.lock': 'alt+shift+l', 'session.unlock': undefined,
  'session.language': 'alt+shift+i', 'session.switchIdentity': undefined,
  'layout.sidebar': 'mod+b', 'layout.topMenu': undefined, 'layout.theme': undefined, 'layout.color': undefined,
  'layout.fullscreen': 'alt+shift+f', 'layout.shortcuts': 'shift+slash',
  'errors.open': 'alt+shift+e', 'errors.upload': undefined, 'errors.clear': undefined,
  'notices.open': 'alt+shift+n',
  'edit.undo': 'mod+z', 'link.copy': undefined, 'link.copyCommand': undefined, 'link.openWindow': undefined, 'records.open': undefined,
};

describe('the console command list', () => {
  it('holds the promised commands with their shortcuts', () => {
    // The shell's own commands: the palette's are checked with it, each area's with its screens.
    const areas = ['org.', 'tenancy.', 'school.', 'storage.', 'flow.'];
    const mine = consoleCommands.filter((c) => !c.id.startsWith('palette.') && !areas.some((area) => c.id.startsWith(area)));
    expect(Object.fromEntries(mine.map((c) => [c.id, c.shortcut]))).toEqual(expected);
  });

  it('gives every command both titles, a known group and a check', () => {
    for (const command of consoleCommands) {
      expect(command.title.zh && command.title.en, command.id).toBeTruthy();
      expect(commandGroups).toContain(command.group);
      expect(command.check, command.id).toBeTruthy();
      if ('impossible' in command.check) expect(Math.min(command.check.impossible.zh.length, command.check.impossible.en.length), command.id).toBeGreaterThan(5);
    }
  });

  it('binds no key twice where both could run: on one screen, or one that runs anywhere', () => {
    // Commands of different screens may share a key, as every list's 新增 shares Alt+N (启用 is Alt+O on 对象存储 and 短信配置).
    const bound = consoleCommands.flatMap((c) => (c.shortcut ? combosOf(c.shortcut).map((combo) => ({ at: c.at, combo })) : []));
    const onScreens = bound.filter((b) => b.at).map((b) => `${b.at} ${b.combo}`);
    const anywhere = bound.filter((b) => !b.at).map((b) => b.combo);
    expect(new Set(onScreens).size).toBe(onScreens.length);
    expect(new Set(anywhere).size).toBe(anywhere.length);
    expect(bound.filter((b) => b.at && anywhere.includes(b.combo))).toEqual([]);
  });

  it('registers everything at once and unregisters it all with the returned function', () => {
    const undo = registerConsoleCommands();
    for (const command of consoleCommands) expect(getCommand(command.id)).toBe(command);
    expect(() => registerConsoleCommands()).toThrow(/already registered/);
    undo();
    expect(allCommands()).toEqual([]);
  });
});
