import { config, type Localized } from '../../src/base/config';
import type { Command, NoArgs } from '../../src/platform/types';
import { goTo, inConsole } from './helpers';
import type { IdPart } from '../../src/schema/command-names';

/** One command per fixed layout route that a user may open directly. */
function route<I extends `nav.${IdPart<'nav.'>}`>(id: I, path: string, title: Localized, keywords: string[], shortcut?: string): Command<NoArgs, I> {
  return {
    id,
    title,
    group: 'navigation',
    keywords: [path, ...keywords],
    shortcut,
    when: inConsole,
    run: () => goTo(path),
    check: {
      // Start elsewhere, so arriving proves the command moved.
      at: path === config.homePath ? '/info/index' : config.homePath,
      scenario: async (h) => {
        await h.run();
        await h.at(path);
      },
    },
  };
}

export const goHome = route('nav.home', config.homePath, { zh: '首页', en: 'Home' }, ['home', 'wel', 'shouye'], 'alt+shift+h');
export const goDashboard = route('nav.dashboard', '/wel/dashboard', { zh: '控制台', en: 'Dashboard' }, ['dashboard', 'console']);
export const goInfo = route('nav.info', '/info/index', { zh: '个人信息', en: 'Personal info' }, ['profile', 'user', 'password', 'avatar']);
export const goTest = route('nav.test', '/test/index', { zh: '测试页', en: 'Test page' }, ['test', 'self-test']);
export const goDictHorizontal = route('nav.dictHorizontal', '/dict-horizontal/index', { zh: '字典管理(横向)', en: 'Dictionaries (horizontal)' }, ['dict', 'dictionary']);
export const goDictVertical = route('nav.dictVertical', '/dict-vertical/index', { zh: '字典管理(纵向)', en: 'Dictionaries (vertical)' }, ['dict', 'dictionary']);

export const routeCommands = [goHome, goDashboard, goInfo, goTest, goDictHorizontal, goDictVertical];
