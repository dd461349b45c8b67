import { describe, expect, it } from 'vitest';
import { screenOrder, startingPage } from '../../src/features/selftest/plan';
import type { AnyCommand, CommandCheck } from '../../src/platform/types';
import type { CommandId } from '../../src/schema/command-ids';
import type { Localized } from '../../src/base/config';

const command = (id: CommandId, check: Partial<CommandCheck> | { impossible: Localized }): AnyCommand => ({
  id, title: { zh: id, en: id }, group: 'system', run: () => undefined,
  check: 'impossible' in check ? check : { scenario: async () => undefined, ...check },
});

const openA = command('t.a.open', { lands: '/a' });
const onA = command('t.a.sort', { at: '/a' });
const onB = command('t.b.sort', { at: '/b' });
const menuA = command('nav.menu.a', { lands: '/a' });
const home = command('t.home.check', {});
const never = command('t.never', { impossible: { zh: '没有打印机', en: 'no printer' } });

describe('the order of the self-test run', () => {
  it('runs the checks that open a screen just before the checks on it, pages in the order they first appear', () => {
    expect(screenOrder([openA, onB, home, onA, never, menuA]).map((c) => c.id)).toEqual(['t.a.open', 'nav.menu.a', 't.a.sort', 't.b.sort', 't.home.check', 't.never']);
  });

  it.each([
    ['a check that opens a screen starts where the run is', openA, '/b', '/b'],
    ['on that screen itself, at the home page', openA, '/a', '/wel/index'],
    ['a check with a page starts there', onA, '/b', '/a'],
    ['a check without one, at the home page', home, '/b', '/wel/index'],
    ['an impossible check nowhere', never, '/b', undefined],
  ])('%s', (_name, check, here, page) => {
    expect(startingPage(check, here)).toBe(page);
  });
});
