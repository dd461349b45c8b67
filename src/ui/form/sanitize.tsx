import DOMPurify from 'dompurify';

/**
 * HTML from records (rich-text fields) is user input: it is shown only after DOMPurify removed
 * scripts, event handlers and javascript: URLs. Nothing else in the console renders record HTML.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The text of an HTML fragment, for table cells, where markup would break the fixed row height. */
export function htmlText(html: string): string {
  // Sanitised first so a <script>'s source never shows up as text.
  return (DOMPurify.sanitize(html, { RETURN_DOM: true }).textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Renders sanitised HTML. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
