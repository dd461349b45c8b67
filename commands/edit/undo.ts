/**
 * Undo of the session's last change (Ctrl+Z outside text fields or in one not typed in since it
 * took focus, or the palette): the palette
 * names what it will undo, or says that it cannot, or that there is nothing to undo. Running it
 * on a change that cannot be undone says so and drops that change from the history.
 */
import { notify } from '../../src/core/notify';
import { language, t, tIn } from '../../src/i18n';
import type { Localized } from '../../src/base/config';
import { nextUndo, undoLast } from '../../src/platform/undo';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';
import { undoCheck } from './undo-check';
import './messages';
// The history is cleared when the user changes, from the moment undo exists.
import './session';

/** What the next undo will do, in both languages (the palette's hint). */
function nextUndoHint(): Localized {
  const entry = nextUndo();
  if (!entry) return { zh: tIn('zh', 'undo.nothing'), en: tIn('en', 'undo.nothing') };
  if (entry.step) return entry.title;
  return { zh: tIn('zh', 'undo.cannot', { title: entry.title.zh }), en: tIn('en', 'undo.cannot', { title: entry.title.en }) };
}

export const undoCommand = defineCommand({
  id: 'edit.undo',
  title: { zh: '撤销', en: 'Undo' },
  group: 'session',
  keywords: ['undo', 'revert', 'ctrl+z', '撤销', '撤回', 'chexiao'],
  shortcut: 'mod+z',
  hint: nextUndoHint,
  when: inConsole,
  run: async () => {
    const entry = await undoLast();
    const title = entry?.title[language.current];
    if (!entry) notify('info', t('undo.nothing'));
    else if (!entry.step) notify('warning', t('undo.cannot', { title }));
    else notify('success', t('undo.done', { title }));
    return entry;
  },
  check: undoCheck,
});
