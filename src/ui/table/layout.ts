import { Rect, TableLayout } from 'react-aria-components';

/** How far beyond the viewport, above and below, rows are laid out: 200 rows of 40 px. */
const AHEAD = 8000;

/**
 * React Aria's TableLayout walks every row of the collection each time the viewport leaves the
 * area it has laid out so far; scrolling a long table then costs O(rows) on every frame. This
 * layout, once the viewport leaves that area, asks for AHEAD px more on both sides, so the walk
 * happens once per AHEAD px of scrolling. Only layout objects are made ahead: the rows in the
 * DOM are still the visible ones.
 */
export class AheadTableLayout<T> extends TableLayout<T> {
  protected layoutIfNeeded(rect: Rect): void {
    const ahead = new Rect(rect.x, Math.max(0, rect.y - AHEAD), rect.width, rect.height + 2 * AHEAD);
    super.layoutIfNeeded(this.requestedRect.containsRect(rect) ? rect : ahead);
  }
}
