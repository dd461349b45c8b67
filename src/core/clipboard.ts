/**
 * Copying text for the user: the Clipboard API, or where it is refused (a page served over
 * plain http, an older browser) the selection of a hidden text field and `copy`. Says
 * "copied" with the text in a toast, so the user sees what the clipboard now holds.
 */
import { t } from '../i18n';
import '../i18n/link';
import { ShownError } from './errorlog';
import { notify } from './notify';

/** The last text the console copied: checks read it back, as the clipboard may not be readable. */
export const copied = { text: '' };

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  const focused = document.activeElement as HTMLElement | null;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus();
  }
}

/**
 * Copies `text`. When neither way can write to the clipboard it shows the text to copy by hand
 * and throws a ShownError.
 */
export async function copyText(text: string): Promise<void> {
  const written = await navigator.clipboard?.writeText(text).then(() => true, () => false);
  if (!written && !copyBySelection(text)) {
    notify('error', text, t('link.copyFailed'));
    throw new ShownError(t('link.copyFailed'));
  }
  copied.text = text;
  notify('success', text, t('link.copied'));
}
