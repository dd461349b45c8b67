/**
 * React Aria hands its table state to every row and cell through one context, whose value is a
 * new object on every render of the table, so any change of selection or focus re-renders every
 * row in the DOM with all its cells (19 rows of 7 cells took most of a 16 ms frame here). This
 * wraps the virtualizer's renderer (React Aria's CollectionRendererContext, its documented way to
 * render a collection) so that each body row gets the state through a context value of its own,
 * which changes only when something the row shows changes: its selection, focus, disabled or
 * expanded state (a row whose collection node changes, as when the window moves, renders anew
 * all the same). The other rows keep the value they had; it is
 * brought up to date in place, so their event handlers (a press, a key) act on the current
 * selection and collection (React Aria's own lookups by the state object still find it).
 */
import { cloneElement, createContext, isValidElement, useContext, useLayoutEffect, useMemo, useRef, type ComponentProps, type ContextType, type ReactElement, type ReactNode } from 'react';
import { CollectionRendererContext, DragAndDropContext, TableStateContext, type CollectionRenderer, type Key } from 'react-aria-components';
import type { TableState } from './rows';

/** What a row shows of the table's state. */
function rowSignature(state: TableState, key: Key): string {
  const manager = state.selectionManager;
  const focused = manager.focusedKey;
  const focusIn = focused != null && (focused === key || state.collection.getItem(focused)?.parentKey === key);
  return [manager.isSelected(key), manager.isDisabled(key), focusIn, focusIn && manager.isFocused, focusIn && focused, state.expandedKeys.has(key), manager.selectionBehavior].join();
}

function RowState({ rowKey, state, dnd, children }: { rowKey: Key; state: TableState; dnd: DragAndDrop; children: ReactNode }) {
  const signature = rowSignature(state, rowKey);
  const deps = [signature, state.disabledKeys, state.treeColumn, state.isKeyboardNavigationDisabled];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the point: new values only when what the row shows changes
  const held = useMemo(() => ({ state, dnd }), deps);
  // Kept current for the handlers of rows that do not re-render (see above).
  if (held.state !== state) Object.assign(held.state, state);
  if (held.dnd !== dnd) Object.assign(held.dnd, dnd);
  return (
    <TableStateContext.Provider value={held.state}>
      <DragAndDropContext.Provider value={held.dnd}>{children}</DragAndDropContext.Provider>
    </TableStateContext.Provider>
  );
}

type DragAndDrop = ContextType<typeof DragAndDropContext>;
type CollectionBranchProps = ComponentProps<CollectionRenderer['CollectionBranch']>;
type Branch = (props: CollectionBranchProps) => ReactNode;

type Wrapper = ReactElement<Record<string, unknown>>;

/**
 * The table's current state, above every row's own. React renders a component that reads a
 * context whenever a provider of that context above it changed, even if a nearer provider did
 * not: when it then finds nothing changed it skips the component's children, but marks their
 * readers of the context for rendering in turn. A rows' cells branch that reads this, which does
 * change, renders its cell wrappers anew, and React then skips each cell without marking it.
 */
const LiveStateContext = createContext<TableState | null>(null);

/**
 * The previous render's element for each element that has the same key and props, so React skips
 * it: the virtualizer re-renders every cell's wrapper on each scroll step, though only the rows
 * coming into view change. Only while `live` stays: when the table's state changed, a skipped
 * wrapper would have its cell rendered again (see LiveStateContext).
 */
function useSameElements(elements: Wrapper[], live: unknown): Wrapper[] {
  const previous = useRef({ live, byKey: new Map<Key, Wrapper>() });
  const byKey = new Map<Key, Wrapper>();
  const reuse = previous.current.live === live;
  const result = elements.map((element) => {
    const before = reuse ? previous.current.byKey.get(element.key!) : undefined;
    const same = before && Object.keys(element.props).every((name) => element.props[name] === before.props[name]) && Object.keys(before.props).length === Object.keys(element.props).length;
    // React Aria wraps each cell in a provider element it keeps; a copy of it is rendered, so that
    // React skips the cell itself (a skipped provider would mark the cell, see LiveStateContext).
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

/** The renderer's branch: each body row wrapped in RowState, each row's cells rendered as above. */
function withRowState(Original: Branch): Branch {
  function CellsBranch(props: CollectionBranchProps) {
    const live = useContext(LiveStateContext);
    const rendered = Original(props);
    const kept = useSameElements(Array.isArray(rendered) ? (rendered as Wrapper[]) : [], live);
    return Array.isArray(rendered) ? kept : rendered;
  }
  function BodyBranch(props: CollectionBranchProps) {
    const state = useContext(TableStateContext);
    // React Aria's drag and drop context: also a new object on every render of the table, and read by every row and cell.
    const dnd = useContext(DragAndDropContext);
    // The renderer's own branch, called as a function so its elements can be wrapped. A row's
    // wrapper is rendered anew, so that React skips the row itself (see LiveStateContext).
    const rendered = Original(props);
    if (!Array.isArray(rendered) || !state) return rendered;
    return (
      <LiveStateContext.Provider value={state}>
        {(rendered as Wrapper[]).map((element) => (
          <RowState key={element.key} rowKey={(element.props.layoutInfo as { key: Key }).key} state={state} dnd={dnd}>{element}</RowState>
        ))}
      </LiveStateContext.Provider>
    );
  }
  return function RowStateBranch(props: CollectionBranchProps) {
    return props.parent.type === 'tablebody' ? <BodyBranch {...props} /> : <CellsBranch {...props} />;
  };
}

/** Put between React Aria's Virtualizer and its Table. */
export function RowStateRenderer({ children }: { children: ReactNode }) {
  const renderer = useContext(CollectionRendererContext);
  const value = useMemo(() => ({ ...renderer, CollectionBranch: withRowState(renderer.CollectionBranch as Branch) }), [renderer]);
  return <CollectionRendererContext.Provider value={value}>{children}</CollectionRendererContext.Provider>;
}
