// The palette benchmark's page: the real CommandPalette over N synthetic commands, plus a probe
// that times each keystroke to the frame painted after it (driven by tests/bench/palette.mjs).
import { createRoot } from 'react-dom/client';
import { paletteCommands } from '../../../commands/palette';
import { execute, registerCommands } from '../../../src/platform/registry';
import { CommandPalette } from '../../../src/palette/CommandPalette';
import { palette } from '../../../src/palette/state';
import '../../../src/ui/theme.css';
import { syntheticCommands } from './synthetic';

registerCommands(paletteCommands);
let unregister = () => {};

// Stands in for the layout's generic hotkey binding of palette.open (mod+k).
document.addEventListener('keydown', (event) => {
  if (event.ctrlKey && event.key.toLowerCase() === 'k') {
    event.preventDefault();
    void execute('palette.open', {}, 'hotkey');
  }
});

/** Resolves after the first frame painted once `ready()` holds: rAF, then the task after paint. */
function afterPaint(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const frame = () => {
      if (!ready()) return void requestAnimationFrame(frame);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

/** Resolves when the DOM first changes (a mutation observer runs right after React's commit). */
function afterCommit(): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Milliseconds from the keystroke to the DOM update and to the painted frame. */
export interface Sample { dom: number; paint: number }
let measured: Promise<Sample> | null = null;

const bench = {
  setCommands(count: number): void {
    unregister();
    unregister = registerCommands(syntheticCommands(count));
  },
  /** Times the next keystroke (keydown, or beforeinput for typed CJK text). */
  arm(what: 'open' | 'key'): void {
    const ready = what === 'open' ? () => Boolean(document.querySelector('[cmdk-item]')) : () => true;
    measured = new Promise((resolve) => {
      const start = (event: Event) => {
        window.removeEventListener('keydown', start, true);
        window.removeEventListener('beforeinput', start, true);
        const dom = afterCommit();
        void afterPaint(ready).then(async (painted) => resolve({ dom: (await dom) - event.timeStamp, paint: painted - event.timeStamp }));
      };
      window.addEventListener('keydown', start, true);
      window.addEventListener('beforeinput', start, true);
    });
  },
  next: (): Promise<Sample> => measured!,
  isOpen: () => palette.open,
  options: () => document.querySelectorAll('[cmdk-item]').length,
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

createRoot(document.getElementById('root')!).render(<CommandPalette />);
