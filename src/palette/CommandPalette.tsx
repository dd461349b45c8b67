import { useEffect, type KeyboardEvent } from 'react';
import { FocusScope } from 'react-aria';
import { Modal, ModalOverlay } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { execute, registeredCommands } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { useT } from '../i18n';
import { prewarmCommandIndex } from './command-index';
import { CommandsView } from './CommandsView';
import { GotoView } from './GotoView';
import './messages';
import { MenusView } from './MenusView';
import './palette.css';
import { PromptView } from './PromptView';
import { RecordsView } from './RecordsView';
import { matchesShortcut } from '../hotkeys/shortcut';
import { closePalette, palette } from './state';

type PaletteView = 'commands' | 'menus' | 'records' | 'goto' | 'prompt';

/** Which view the palette shows now. */
function modeOf(snap: typeof palette): PaletteView {
  if (snap.prompt) return 'prompt';
  if (snap.mode === 'menus' || snap.mode === 'records') return snap.mode;
  return snap.pages.length ? 'goto' : 'commands';
}

let shortcuts: { registered: readonly AnyCommand[]; own: AnyCommand[] } | null = null;

/** The palette's own commands with shortcuts, listed once per registry change (not per keydown). */
function ownShortcuts(): AnyCommand[] {
  const registered = registeredCommands();
  if (shortcuts?.registered !== registered) shortcuts = { registered, own: registered.filter((c) => c.id.startsWith('palette.') && c.shortcut) };
  return shortcuts.own;
}

/**
 * The command palette overlay. Mount it once (it renders nothing while closed); open it with
 * openPalette() or the palette.* commands. Esc or a click outside closes it.
 */
export function CommandPalette() {
  const t = useT();
  const snap = useSnapshot(palette);
  useEffect(prewarmCommandIndex, []);
  if (!snap.open) return null;
  const mode = modeOf(snap as typeof palette);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closePalette();
      return;
    }
    // The shortcuts of the palette's own commands (ids `palette.*`: open, menu search) work inside
    // it too (the global bindings skip text fields).
    const command = ownShortcuts().find((c) => matchesShortcut(event, c.shortcut!));
    if (command) {
      event.preventDefault();
      event.stopPropagation();
      void execute(command, {}, 'hotkey').catch(() => undefined);
    }
  };

  const chip = (text: string) => <span className="palette-chip">{text}</span>;
  let view;
  // The prompt is a valtio ref: the store holds it as is, so read it there, not from the snapshot.
  if (mode === 'prompt') view = <PromptView request={palette.prompt!} />;
  else if (mode === 'menus') view = <MenusView header={chip(t('palette.mode.menus'))} />;
  else if (mode === 'records') view = <RecordsView header={chip(t('palette.mode.records'))} />;
  else if (mode === 'goto') view = <GotoView pages={snap.pages} />;
  else view = <CommandsView header={chip(t('palette.mode.commands'))} />;

  return (
    <ModalOverlay className="palette-overlay" isOpen isDismissable onOpenChange={(open) => !open && closePalette()}>
      <Modal className="palette-modal">
        {/* Not React Aria's Dialog: it focuses itself on mount unless it sees focus inside, which it
            cannot under happy-dom, so the tests' typing would miss the input. */}
        {/* The palette's own scope, active from the moment it opens: a dialog under it (the flow
            designer, whose 部署 asks here) holds focus in its scope only while its scope is active,
            so the palette's fields take the keys. */}
        <FocusScope contain autoFocus>
          <div className="palette" role="dialog" aria-modal="true" aria-label={t(mode === 'prompt' ? 'palette.label' : `palette.mode.${mode}`)} data-mode={mode} onKeyDown={onKeyDown}>
            <div key={snap.opened} className="palette-view">{view}</div>
          </div>
        </FocusScope>
      </Modal>
    </ModalOverlay>
  );
}
