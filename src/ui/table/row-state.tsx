/**
 * React Aria hands its table state to every row, cell and column header through contexts whose
 * values are new objects on every render of the table, so any change of selection or focus
 * re-rendered every row in the DOM with all its cells and the whole header (19 rows of 7 cells
 * took most of a 16 ms frame here). This wraps the virtualizer's renderer (React Aria's
 * CollectionRendererContext, its documented way to render a collection) so that each body row,
 * and the header row, gets those contexts through values of its own, which change only when
 * something it shows changes: a row's selection, focus, disabled or expanded state; the header's
 * sort, focus, column widths and resizing (a row whose collection node changes, as when the
 * window moves, renders anew all the same). The others keep the values they had, brought up to
 * date in place, so their event handlers (a press, a key) act on the current selection and
 * collection (React Aria's own lookups by the state object still find it).
 */
import { cloneElement, createContext, isValidElement, useContext, useLayoutEffect, useMemo, useRef, type ComponentProps, type ContextType, type ReactElement, type ReactNode } from 'react';
import { CollectionRendererContext, DragAndDropContext, TableColumnResizeStateContext, TableStateContext, type CollectionRenderer, type Key } from 'react-aria-components';
import { TableBridgeContext, type TableState } from './bridge';

type DragAndDrop = ContextType<typeof DragAndDropContext>;
type ResizeState = ContextType<typeof TableColumnResizeStateContext>;
type CollectionBranchProps = ComponentProps<CollectionRenderer['CollectionBranch']>;
type Branch = (props: CollectionBranchProps) => ReactNode;
type Wrapper = ReactElement<Record<string, unknown>>;

/** What a body row shows of the table's state. */
function rowSignature(state: TableState, key: Key): string {
  const manager = state.selectionManager;
  const focused = manager.focusedKey;
  const focusIn = focused != null && (focused === key || state.collection.getItem(focused)?.parentKey === key);
  return [manager.isSelected(key), manager.isDisabled(key), focusIn, focusIn && manager.isFocused, focusIn && focused, state.expandedKeys.has(key), manager.selectionBehavior].join();
}

/** What the header shows of the table's state and its column widths. */
function headerSignature(state: TableState, resize: ResizeState): string {
  const { selectionManager: manager, sortDescriptor: sort, collection } = state;
  const focused = manager.focusedKey != null ? collection.getItem(manager.focusedKey) : null;
  const focusIn = focused?.type === 'column' ? focused.key : null;
  const widths = resize ? [...resize.columnWidths.values()].join(' ') : '';
  return [sort?.column, sort?.direction, focusIn, focusIn != null && manager.isFocused, resize?.resizingColumn, widths, collection.size === 0, manager.selectionMode].join();
}

/** The contexts of one row (or the header row, with its column widths), renewed only when its signature changes. */
function Held({ signature, state, dnd, resize, children }: { signature: string; state: TableState; dnd: DragAndDrop; resize: ResizeState; children: ReactNode }) {
  // The columns by their keys: React Aria rebuilds the array whenever its collection changes.
  const columns = state.collection.columns.map((column) => column.key).join(' ');
  const deps = [signature, columns, state.disabledKeys, state.treeColumn, state.isKeyboardNavigationDisabled];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the point: new values only when what the row shows changes
  const held = useMemo(() => ({ state, dnd, resize, manager: state.selectionManager }), deps);
  // Kept current for the handlers of rows that do not re-render (see above). React Aria's row and
  // cell hooks keep the selection manager they rendered with in their press handlers, and the
  // table makes a new one on every render: the one they hold is brought up to date in place too,
  // so a press on a row that did not render since another row was selected adds to the selection.
  if (held.state !== state) {
    Object.assign(held.state, state);
    if (held.manager !== state.selectionManager) Object.assign(held.manager, state.selectionManager);
    held.state.selectionManager = held.manager;
  }
  if (held.dnd !== dnd) Object.assign(held.dnd, dnd);
  if (held.resize && resize && held.resize !== resize) Object.assign(held.resize, resize);
  return (
    <TableStateContext.Provider value={held.state}>
      <DragAndDropContext.Provider value={held.dnd}>
        {held.resize ? <TableColumnResizeStateContext.Provider value={held.resize}>{children}</TableColumnResizeStateContext.Provider> : children}
      </DragAndDropContext.Provider>
    </TableStateContext.Provider>
  );
}

/**
 * The table's current state, above every body row's own. React renders a component that reads a
 * context whenever a provider of that context above it changed, even if a nearer provider did
 * not: when it then finds nothing changed it skips the component's children, but marks their
 * readers of the context for rendering in turn. A row's cells branch that reads this, which does
 * change, renders its cell wrappers anew, and React then skips each cell without marking it.
 */
const LiveStateContext = createContext<TableState | null>(null);

/**
 * Tells DataTable, after every render of the table, React Aria's state and which row has focus.
 * DOM focus events cannot tell: the virtualizer moves the focused element to the next row when
 * the old one is out of view, and an element that keeps focus fires no focus event.
 */
function useFocusReport(state: TableState | null): void {
  const bridge = useContext(TableBridgeContext);
  useLayoutEffect(() => {
    if (!bridge || !state) return;
    bridge.state.current = state;
    // A focused cell stands for its row.
    const focused = state.collection.getItem(state.selectionManager.focusedKey ?? '');
    const row = focused?.type === 'cell' && focused.parentKey != null ? state.collection.getItem(focused.parentKey) : focused;
    const index = row?.props?.['data-row-index'];
    if (row && typeof index === 'number') bridge.onFocusedRow(String(row.key), index);
  });
}

/**
 * The previous render's element for each element that has the same key and props, so React skips
 * it: the virtualizer re-renders every cell's wrapper on each scroll step, though only the rows
 * coming into view change. Only while `live` stays: when the table's state changed, a skipped
 * wrapper would have its cell rendered again (see LiveStateContext), so a copy of React Aria's
 * provider element around each cell is rendered instead, and React skips the cell itself.
 */
function useSameElements(elements: Wrapper[], live: unknown): Wrapper[] {
  const previous = useRef({ live, byKey: new Map<Key, Wrapper>() });
  const byKey = new Map<Key, Wrapper>();
  const reuse = previous.current.live === live;
  const result = elements.map((element) => {
    const before = reuse ? previous.current.byKey.get(element.key!) : undefined;
    const same = before && Object.keys(element.props).every((name) => element.props[name] === before.props[name]) && Object.keys(before.props).length === Object.keys(element.props).length;
    const { children } = element.props;
    const kept = same ? before : reuse || !isValidElement(children) ? element : cloneElement(element, undefined, cloneElement(children));
    byKey.set(element.key!, kept);
    return kept;
  });
  useLayoutEffect(() => {
    previous.current = { live, byKey };
  });
  return result;
}

/**
 * The renderer's branch: each body row wrapped in Held, the header row's column headers wrapped
 * in one Held, and each row's cells rendered as above.
 */
function withHeldState(Original: Branch): Branch {
  function CellsBranch(props: CollectionBranchProps) {
    const live = useContext(LiveStateContext);
    const rendered = Original(props);
    const kept = useSameElements(Array.isArray(rendered) ? (rendered as Wrapper[]) : [], live);
    return Array.isArray(rendered) ? kept : rendered;
  }
  function BodyBranch(props: CollectionBranchProps) {
    const state = useContext(TableStateContext);
    // Also a new object on every render of the table: React Aria's drag and drop context, read by every row and cell.
    const dnd = useContext(DragAndDropContext);
    useFocusReport(state);
    // The renderer's own branch, called as a function so its elements can be wrapped. A row's
    // wrapper is rendered anew, so that React skips the row itself (see LiveStateContext).
    const rendered = Original(props);
    if (!Array.isArray(rendered) || !state) return rendered;
    return (
      <LiveStateContext.Provider value={state}>
        {(rendered as Wrapper[]).map((element) => (
          <Held key={element.key} signature={rowSignature(state, (element.props.layoutInfo as { key: Key }).key)} state={state} dnd={dnd} resize={null}>
            {element}
          </Held>
        ))}
      </LiveStateContext.Provider>
    );
  }
  /** The header row's column headers: it reads the live state itself, as CellsBranch does. */
  function HeaderBranch(props: CollectionBranchProps) {
    const state = useContext(TableStateContext);
    const dnd = useContext(DragAndDropContext);
    // The column widths: also a new object on every render of the table, read by every column header.
    const resize = useContext(TableColumnResizeStateContext);
    const rendered = Original(props);
    const kept = useSameElements(Array.isArray(rendered) ? (rendered as Wrapper[]) : [], state);
    if (!Array.isArray(rendered) || !state) return rendered;
    return <Held signature={headerSignature(state, resize)} state={state} dnd={dnd} resize={resize}>{kept}</Held>;
  }
  return function HeldStateBranch(props: CollectionBranchProps) {
    const { type } = props.parent;
    return type === 'tablebody' ? <BodyBranch {...props} /> : type === 'headerrow' ? <HeaderBranch {...props} /> : <CellsBranch {...props} />;
  };
}

/** Put between React Aria's Virtualizer and its Table. */
export function RowStateRenderer({ children }: { children: ReactNode }) {
  const renderer = useContext(CollectionRendererContext);
  const value = useMemo(() => ({ ...renderer, CollectionBranch: withHeldState(renderer.CollectionBranch as Branch) }), [renderer]);
  return <CollectionRendererContext.Provider value={value}>{children}</CollectionRendererContext.Provider>;
}
