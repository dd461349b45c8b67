import { LayoutInfo, Rect, TableLayout, type Key } from 'react-aria-components';

/** What the layout reads of a collection node. */
interface GridNode {
  key: Key;
  props?: Record<string, unknown>;
}

/** How much taller a table is than its header and the rows it shows (DataTable's height). */
export const MARGIN_PX = 2;

/** How far beyond the view, above and below, rows are laid out: 40 rows of 40 px. */
const AHEAD = 1600;

/** The shape of React Aria's layout nodes (not exported by it; `node` is its collection node). */
interface LayoutNode {
  node?: never;
  layoutInfo: LayoutInfo;
  children?: LayoutNode[];
  validRect: Rect;
  index?: number;
}

/**
 * React Aria's table layout for a window of the rows (see window.ts): each row is placed by its
 * index in the whole list (the Row's `data-row-index`), and the body is as tall as all rows (the
 * TableBody's `data-total`), so the scroll height and every row's place are those of the whole
 * table though React Aria holds only some of its rows. Rows have one fixed height.
 */
export class WindowTableLayout<T> extends TableLayout<T> {
  /**
   * Once the view leaves the area laid out so far, lays out AHEAD px more on both sides, so
   * scrolling lays rows out once every AHEAD px rather than on every step.
   */
  protected layoutIfNeeded(rect: Rect): void {
    const ahead = new Rect(rect.x, Math.max(0, rect.y - AHEAD), rect.width, rect.height + 2 * AHEAD);
    super.layoutIfNeeded(this.requestedRect.containsRect(rect) ? rect : ahead);
  }


  /**
   * React Aria draws the rows in view and a third of a view more below them, ready for a scroll.
   * While the table is at its top (as it opens) only the rows in view are drawn: each row drawn
   * costs its render before the table shows; the rows below come with the first scroll, and so
   * does the row under the last, of which the table's margin shows its top 2 px. React Aria
   * rounds the rect's height up to whole rows and draws the row that starts at its bottom edge
   * too, so the rect given ends at the top of the last row the view shows more of.
   */
  getVisibleLayoutInfos(rect: Rect): LayoutInfo[] {
    const view = this.virtualizer?.visibleRect;
    const atTop = view !== undefined && view.y === 0 && rect.y === 0 && view.height > 0 && rect.height > view.height;
    if (!atTop) return super.getVisibleLayoutInfos(rect);
    const rowHeight = this.getEstimatedRowHeight();
    return super.getVisibleLayoutInfos(new Rect(rect.x, 0, rect.width, Math.floor((view.height - MARGIN_PX - 1) / rowHeight) * rowHeight));
  }

  protected buildRowGroup(y: number, node: GridNode): LayoutNode {
    const collection = this.virtualizer!.collection;
    const rowHeight = this.getEstimatedRowHeight();
    const total = Number(node.props?.['data-total'] ?? collection.size);
    const rect = new Rect(this.padding, y, 0, collection.size === 0 ? this.virtualizer!.size.height : total * rowHeight);
    const layoutInfo = new LayoutInfo('rowgroup', node.key, rect);
    const children: LayoutNode[] = [];
    for (const row of collection.getChildren!(node.key) as Iterable<GridNode>) {
      const rowY = y + Number(row.props?.['data-row-index'] ?? children.length) * rowHeight;
      // As React Aria's table layout does: rows outside the area asked for so far are laid out
      // once they come into it (or when a key needs them: see ListLayout.ensureLayoutInfo), not
      // on every scroll step.
      if ((rowY + rowHeight < this.requestedRect.y && !this.isValid(row as never, rowY)) || rowY > this.requestedRect.maxY) continue;
      const child = this.buildChild(row as never, this.padding, rowY, layoutInfo.key) as LayoutNode;
      child.layoutInfo.parentKey = layoutInfo.key;
      child.index = children.length;
      rect.width = Math.max(rect.width, child.layoutInfo.rect.width);
      children.push(child);
    }
    return { layoutInfo, children, validRect: rect, node: node as never };
  }
}
