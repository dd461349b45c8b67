import { permissionCode, type ButtonKind, type ResourceSchema } from '../schema/types';

/** Which call each button needs besides its permission. */
const needs: Record<ButtonKind, (schema: ResourceSchema) => boolean> = {
  add: (schema) => schema.api.submit,
  edit: (schema) => schema.api.submit,
  delete: (schema) => schema.api.remove,
  view: () => true,
};

/** The schema offers the button and its API has the call behind it (independent of the user). */
export function offers(schema: ResourceSchema, button: ButtonKind): boolean {
  return schema.buttons[button] && needs[button](schema);
}

/** The button is offered and the user's permission map grants its code. */
export function allows(schema: ResourceSchema, button: ButtonKind, can: (code: string) => boolean): boolean {
  return offers(schema, button) && can(permissionCode(schema, button));
}

/** Tree resources load whole (api.list 'tree') or level by level (api.lazy), without pages. */
export function isTreeResource(schema: ResourceSchema): boolean {
  return schema.api.list === 'tree' || Boolean(schema.api.lazy);
}

/** A lazy tree whose top level comes a page at a time (api.lazyPage). */
export function pagesTopLevel(schema: ResourceSchema): boolean {
  return Boolean(schema.api.lazy && schema.api.lazyPage);
}

/** The list on screen has pages to step through and a page size: a list, or a tree whose top level is paged. */
export function hasPages(schema: ResourceSchema): boolean {
  return !isTreeResource(schema) || pagesTopLevel(schema);
}
