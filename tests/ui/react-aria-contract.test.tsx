/**
 * What src/ui/table/ takes for granted of React Aria beyond its documented API, checked against
 * the installed version: row-state.tsx (the renderer's branches, the table state, drag and drop
 * and column-resize contexts it re-provides), layout.ts (TableLayout's protected members and the
 * layout node shape its buildRowGroup override returns) and aria.ts (the ARIA attributes React
 * Aria writes on a table's rows). package.json pins react-aria-components exactly; after an
 * upgrade, each failure here names the assumption that no longer holds, and the module to change.
 */
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  Cell, CollectionRendererContext, Column, DragAndDropContext, ResizableTableContainer, Row, Table, TableBody,
  TableColumnResizeStateContext, TableHeader, TableLayout, TableStateContext, Virtualizer, type CollectionRenderer,
} from 'react-aria-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTablesASize } from '../resource-screen/gadget';

type BranchProps = ComponentProps<CollectionRenderer['CollectionBranch']>;
type Seen = Record<string, unknown>;

/** What the probes saw during one render, by what they looked at. */
const seen: { branches: Map<string, Seen>; layout: Seen; rowGroup?: Seen; aria?: Seen } = { branches: new Map(), layout: {} };

const kindOf = (value: unknown) => (value instanceof Map ? 'Map' : Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** TableLayout as layout.ts extends it: records the protected members it reads and what buildRowGroup returns. */
class ProbeLayout<T> extends TableLayout<T> {
  protected buildRowGroup(...args: Parameters<TableLayout<T>['buildRowGroup']>) {
    const node = super.buildRowGroup(...args);
    const [child] = node.children ?? [];
    seen.rowGroup = {
      keys: Object.keys(node).sort().join(),
      childLayoutInfo: kindOf(child?.layoutInfo),
      childParentKey: child?.layoutInfo.parentKey,
      childIndex: child?.index,
      childRectWidth: kindOf(child?.layoutInfo.rect.width),
    };
    const self = this as unknown as Record<string, unknown>;
    const virtualizer = this.virtualizer as unknown as { collection: Record<string, unknown>; size: { height: unknown } };
    seen.layout = {
      layoutIfNeeded: kindOf(self.layoutIfNeeded),
      buildChild: kindOf(self.buildChild),
      isValid: kindOf(self.isValid),
      getEstimatedRowHeight: kindOf(self.getEstimatedRowHeight),
      requestedRect: kindOf((self.requestedRect as { containsRect?: unknown } | undefined)?.containsRect),
      padding: kindOf(self.padding),
      gap: self.gap,
      'virtualizer.collection.getChildren': kindOf(virtualizer.collection.getChildren),
      'virtualizer.collection.size': kindOf(virtualizer.collection.size),
      'virtualizer.size.height': kindOf(virtualizer.size.height),
    };
    return node;
  }
}

/** The renderer's branch as row-state.tsx wraps it: records what each branch gets and returns. */
function ProbeRenderer({ children }: { children: ReactNode }) {
  const renderer = useContext(CollectionRendererContext);
  const Original = renderer.CollectionBranch as (props: BranchProps) => ReactNode;
  const value = useMemo(() => ({
    ...renderer,
    CollectionBranch: function ProbeBranch(props: BranchProps) {
      const state = useContext(TableStateContext);
      const dnd = useContext(DragAndDropContext);
      const resize = useContext(TableColumnResizeStateContext);
      const rendered = Original(props);
      const [first] = Array.isArray(rendered) ? (rendered as { key: unknown; props: { layoutInfo?: { key?: unknown } } }[]) : [];
      seen.branches.set(String(props.parent.type), {
        rendered: kindOf(rendered),
        elementKey: kindOf(first?.key),
        layoutInfoKey: kindOf(first?.props.layoutInfo?.key),
        state: state && {
          'selectionManager.focusedKey': 'focusedKey' in state.selectionManager,
          'selectionManager.isSelected': kindOf(state.selectionManager.isSelected),
          'selectionManager.isDisabled': kindOf(state.selectionManager.isDisabled),
          'selectionManager.isFocused': kindOf(state.selectionManager.isFocused),
          'selectionManager.selectionBehavior': kindOf(state.selectionManager.selectionBehavior),
          'selectionManager.selectionMode': kindOf(state.selectionManager.selectionMode),
          'collection.getItem': kindOf(state.collection.getItem),
          'collection.columns': kindOf(state.collection.columns),
          expandedKeys: kindOf(state.expandedKeys),
          disabledKeys: kindOf(state.disabledKeys),
          treeColumn: 'treeColumn' in state,
          isKeyboardNavigationDisabled: kindOf(state.isKeyboardNavigationDisabled),
          sortDescriptor: 'sortDescriptor' in state,
          // Held brings a kept state up to date with Object.assign: every member must be an own, writable property.
          ownWritable: Object.entries(Object.getOwnPropertyDescriptors(state)).filter(([, d]) => !d.writable && !d.set).map(([name]) => name).join() || 'all',
        },
        dnd: kindOf(dnd),
        resize: resize && { columnWidths: kindOf(resize.columnWidths), resizingColumn: 'resizingColumn' in resize },
      });
      return rendered;
    },
  }), [renderer, Original]);
  return <CollectionRendererContext.Provider value={value}>{children}</CollectionRendererContext.Provider>;
}

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize();
  render(
    <ResizableTableContainer>
      <Virtualizer layout={ProbeLayout} layoutOptions={{ rowHeight: 40, headingHeight: 40 }}>
        <ProbeRenderer>
          <Table aria-label="契约" selectionMode="multiple" selectionBehavior="toggle">
            <TableHeader>
              <Column id="name" isRowHeader>名称</Column>
            </TableHeader>
            <TableBody>
              {['一', '二', '三'].map((name) => <Row key={name} id={name}><Cell>{name}</Cell></Row>)}
            </TableBody>
          </Table>
        </ProbeRenderer>
      </Virtualizer>
    </ResizableTableContainer>,
  );
  // Read now: Testing Library unmounts what a test rendered after each test.
  seen.aria = {
    rowcount: screen.getByRole('grid').getAttribute('aria-rowcount'),
    rowindexes: screen.getAllByRole('row').map((row) => row.getAttribute('aria-rowindex')).join(),
  };
});
afterAll(() => restoreSize());

describe('the React Aria that src/ui/table/ was written against', () => {
  it('is pinned exactly in package.json (an upgrade is a decision, made with this test)', () => {
    const spec = JSON.parse(readFileSync('package.json', 'utf8')).dependencies['react-aria-components'];
    const installed = JSON.parse(readFileSync('node_modules/react-aria-components/package.json', 'utf8')).version;
    expect(spec, 'react-aria-components must be pinned to one version, not a range').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, 'the installed react-aria-components is not the pinned one: run npm ci').toBe(spec);
  });

  it('layout.ts: TableLayout has the protected members WindowTableLayout overrides and reads', () => {
    expect(seen.layout, 'TableLayout members used by src/ui/table/layout.ts').toEqual({
      layoutIfNeeded: 'function',
      buildChild: 'function',
      isValid: 'function',
      getEstimatedRowHeight: 'function',
      requestedRect: 'function',
      padding: 'number',
      // WindowTableLayout places rows by index times the row height: no gap between rows.
      gap: 0,
      'virtualizer.collection.getChildren': 'function',
      'virtualizer.collection.size': 'number',
      'virtualizer.size.height': 'number',
    });
  });

  it('layout.ts: buildRowGroup returns the layout node shape WindowTableLayout builds by hand', () => {
    expect(seen.rowGroup, 'TableLayout.buildRowGroup result, rebuilt by src/ui/table/layout.ts').toEqual({
      keys: 'children,layoutInfo,node,validRect',
      childLayoutInfo: 'object',
      childParentKey: expect.anything(),
      childIndex: 0,
      childRectWidth: 'number',
    });
  });

  it('row-state.tsx: the renderer branches by parent type, rows as keyed elements carrying their layoutInfo', () => {
    expect([...seen.branches.keys()].sort(), 'CollectionBranch parent types (src/ui/table/row-state.tsx switches on them)').toEqual(
      expect.arrayContaining(['headerrow', 'item', 'tablebody']),
    );
    const body = seen.branches.get('tablebody')!;
    expect({ rendered: body.rendered, elementKey: body.elementKey, layoutInfoKey: body.layoutInfoKey }, 'what the tablebody branch renders').toEqual({
      rendered: 'array', elementKey: 'string', layoutInfoKey: 'string',
    });
    expect(seen.branches.get('headerrow')!.rendered, 'what the headerrow branch renders').toBe('array');
  });

  it('row-state.tsx: the table state, drag and drop and column-resize contexts have the members it reads and re-provides', () => {
    const body = seen.branches.get('tablebody')!;
    expect(body.state, 'TableStateContext value read by src/ui/table/row-state.tsx').toEqual({
      'selectionManager.focusedKey': true,
      'selectionManager.isSelected': 'function',
      'selectionManager.isDisabled': 'function',
      'selectionManager.isFocused': 'boolean',
      'selectionManager.selectionBehavior': 'string',
      'selectionManager.selectionMode': 'string',
      'collection.getItem': 'function',
      'collection.columns': 'array',
      expandedKeys: 'object',
      disabledKeys: 'object',
      treeColumn: true,
      isKeyboardNavigationDisabled: 'boolean',
      sortDescriptor: true,
      ownWritable: 'all',
    });
    expect(body.dnd, 'DragAndDropContext value (kept and updated in place by Held)').toBe('object');
    expect(seen.branches.get('headerrow')!.resize, 'TableColumnResizeStateContext value read by the header').toEqual({ columnWidths: 'Map', resizingColumn: true });
  });

  it('aria.ts: React Aria writes the row count and row indexes that useWholeListAria rewrites', () => {
    expect(seen.aria, 'aria-rowcount on the grid, aria-rowindex on each row (the header row is 1)').toEqual({ rowcount: '4', rowindexes: '1,2,3,4' });
  });
});
