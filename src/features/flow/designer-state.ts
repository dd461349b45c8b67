/**
 * The model designer as commands see it, without loading it: whether it is open, on which
 * model, the problems of its last check, and the operations the mounted designer lends
 * (save, check, deploy, undo, redo, zoom, fit), as a resource view lends its handle.
 */
import { proxy, ref } from 'valtio';

export interface DesignProblem { id: string; rule: string; message: string; category: 'error' | 'warn' }

export interface DesignerHandle {
  /** Saves the diagram as the model (model/submit); resolves with the model's id. */
  save(): Promise<string>;
  /** Checks the diagram; the problems also show in the designer. */
  validate(): Promise<DesignProblem[]>;
  /** Saves, then deploys the model when the check finds no error; false when it found one. */
  deploy(category: string, tenantIds: string): Promise<boolean>;
  undo(): void;
  redo(): void;
  /** Zooms in (step > 0) or out. */
  zoom(step: number): void;
  fit(): void;
  /** The canvas's zoom level (1 = 100 %). */
  level(): number;
  /** Sets properties of an element through bpmn-js's modeling (undoable). */
  update(elementId: string, properties: Record<string, unknown>): void;
  /** A property of an element's business object, e.g. its name. */
  property(elementId: string, name: string): unknown;
  select(elementId: string): void;
  /** The diagram's XML as it stands. */
  xml(): Promise<string>;
}

export const designerState = proxy({ open: false, modelId: '', problems: [] as DesignProblem[], ready: false });

let handle: DesignerHandle | null = null;

export function lendDesigner(next: DesignerHandle): () => void {
  handle = ref(next);
  designerState.ready = true;
  return () => {
    if (handle === next) {
      handle = null;
      designerState.ready = false;
    }
  };
}

/** The open designer's operations; throws when none is mounted. */
export function designer(): DesignerHandle {
  if (!handle) throw new Error('the designer is not open');
  return handle;
}

/** Opens the designer on a model ('' for a new one); answers the function that closes it. */
export function openDesigner(modelId = ''): () => void {
  Object.assign(designerState, { open: true, modelId, problems: [] });
  return closeDesigner;
}

export function closeDesigner(): void {
  Object.assign(designerState, { open: false, modelId: '', problems: [] });
}
