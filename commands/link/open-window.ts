import { FRAME_PREFIX, framedUrl } from '../../src/core/frame';
import { defineCommand } from '../../src/platform/define-command';
import type { CommandContext } from '../../src/platform/types';
import { goTo, inConsole } from '../navigation/helpers';

const framed = (ctx: CommandContext) => (ctx.route.startsWith(FRAME_PREFIX) ? framedUrl(ctx.search) : null);

/**
 * Opens the external page of the frame route in a new browser window, cut off from the console (no
 * opener, no referrer): for a page that refuses to be framed or cannot be reached from the frame.
 */
export const openFramedInWindow = defineCommand({
  id: 'link.openWindow',
  title: { zh: '在新窗口打开外部页面', en: 'Open the external page in a new window' },
  group: 'navigation',
  keywords: ['window', 'external', 'frame', 'open', 'new window', '新窗口', '外部页面'],
  when: (ctx) => inConsole(ctx) && Boolean(framed(ctx)),
  run: (ctx) => void window.open(framed(ctx)!.href, '_blank', 'noopener,noreferrer'),
  check: {
    scenario: async (h) => {
      // The window a check would open is not its to read: the browser's window.open is replaced
      // while the check runs, and what it was asked to open is read back.
      const opening: unknown[][] = [];
      const open = window.open;
      window.open = (...args: unknown[]) => {
        opening.push(args);
        return null;
      };
      h.cleanup(() => void (window.open = open));
      const src = 'https://example.com/guide';
      goTo(`${FRAME_PREFIX}urlPath?${new URLSearchParams({ src, name: 'probe', lang: 'zh' })}`);
      await h.at(`${FRAME_PREFIX}urlPath`);
      await h.run();
      const [href, target, features] = (opening[0] ?? []) as string[];
      h.expect(href === `${src}?lang=zh` && target === '_blank' && features.includes('noopener'), `opened ${opening.map(String).join(' | ')}, not the framed address with its query in a new window`);
    },
  },
});
