import { describe, expect, it } from 'vitest';
import { screenOrder, startingPage } from '../../src/features/selftest/plan';
import type { AnyCommand, CommandCheck } from '../../src/platform/types';
import type { CommandId } from '../../src/schema/command-ids';
import type { Localized } from '../../src/base/config';

const command = (id: string, check: Partial<CommandCheck> | { impossible: Localized }): AnyCommand => ({
  id: id as CommandId, title: { zh: id, en: id }, group: 'system', run: () => undefined,
  check: 'impossible' in check ? check : { scenario: async () => undefined, ...check },
});

const openA = command('a.open', { lands: '/a' });
const onA = command('a.sort', { at: '/a' });
const onB = command('b.sort', { at: '/b' });
const menuA = command('nav.a', { lands: '/a' });
const home = command('home.check', {});
const never = command('never', { impossible: { zh: '没有打印机', en: 'no printer' } });

describe('the order of the self-test run', () => {
  it('runs the checks that open a screen just before the checks on it, pages in the order they first appear', () => {
    expect(screenOrder([openA, onB, home, onA, never, menuA]).map((c) => c.id)).toEqual(['a.open', 'nav.a', 'a.sort', 'b.sort', 'home.check', 'never']);
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
