import { copied, copyText } from '../../src/core/clipboard';
import { language } from '../../src/i18n';
import { commandLink } from '../../src/platform/command-link';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole, pathOf } from '../navigation/helpers';
import { allCommands, getCommand } from '../../src/platform/registry';

/**
 * Copies the deep link of a command (`/run/<id>`): opened, it runs that command, asking for its
 * arguments. The palette runs it on the highlighted command with a key of its own.
 */
export const copyCommandLink = defineCommand({
  id: 'link.copyCommand',
  title: { zh: '复制命令链接', en: 'Copy a command\'s link' },
  group: 'navigation',
  keywords: ['link', 'url', 'copy', 'share', 'deep link', 'command', '链接', '复制', '命令'],
  when: inConsole,
  args: {
    command: {
      kind: 'choice',
      label: { zh: '命令', en: 'Command' },
      options: () => allCommands().map((command) => ({ value: command.id, label: command.title[language.current], hint: command.id })),
      validate: (id: string) => (getCommand(id) ? undefined : { zh: `没有这个命令: ${id}`, en: `No such command: ${id}` }),
    },
  },
  run: (_ctx, { command }) => copyText(commandLink(command)),
  check: {
    at: '/info/index',
    scenario: async (h) => {
      await h.run({ command: 'nav.dashboard' });
      h.expect(copied.text === `${window.location.origin}/run/nav.dashboard`, `copied ${copied.text}`);
      // Followed, the link runs the command.
      goTo(pathOf(copied.text.slice(window.location.origin.length)));
      await h.at('/wel/dashboard');
    },
  },
});
