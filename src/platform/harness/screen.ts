/**
 * What a user sees: text of the document outside hidden subtrees. The self-test's progress, shown
 * over the screens its checks open (data-harness-ignore), is not what a check looks for.
 */
function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden') || element.hasAttribute('data-harness-ignore') || element.getAttribute('aria-hidden') === 'true') return true;
  const style = (element as HTMLElement).style;
  return style?.display === 'none' || style?.visibility === 'hidden';
}

export function visibleText(root: Element = document.body): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node.nodeType === Node.ELEMENT_NODE && !isHidden(node as Element)) {
      const element = node as Element;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        parts.push(element.placeholder ?? '', ' ');
      }
      for (const label of ['aria-label', 'title']) {
        const value = element.getAttribute(label);
        if (value) parts.push(' ', value, ' ');
      }
      node.childNodes.forEach(walk);
    }
  };
  walk(root);
  return parts.join('');
}

export function shows(text: string | RegExp, root?: Element): boolean {
  const seen = visibleText(root);
  return typeof text === 'string' ? seen.includes(text) : text.test(seen);
}

/** Polls `test` until it holds or `timeout` ms pass. */
export async function waitUntil(test: () => boolean, timeout: number, describe: () => string): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > timeout) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The topmost open dialog (the last one in the document), else the whole page. */
function topLayer(): Element {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((dialog) => !dialog.closest('[hidden], [aria-hidden="true"]'));
  return dialogs.at(-1) ?? document.body;
}

/** A visible, enabled button named `name` by its text or aria-label, in the topmost layer. */
function findButton(name: string): HTMLElement | undefined {
  const buttons = [...topLayer().querySelectorAll<HTMLElement>('button, [role="button"]')];
  return buttons.find((button) => {
    const label = button.getAttribute('aria-label') ?? button.textContent ?? '';
    const disabled = button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
    return label.trim() === name && !disabled && !button.closest('[hidden], [aria-hidden="true"]');
  });
}

/** Waits for the button named `name` (see findButton) and presses it, as a click would. */
export async function pressButton(name: string, timeout: number): Promise<void> {
  await waitUntil(() => Boolean(findButton(name)), timeout, () => `no button named ${name}`);
  findButton(name)!.click();
}
