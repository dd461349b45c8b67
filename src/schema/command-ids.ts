/**
 * Every command id the console can name, as one closed type the compiler checks: the
 * hand-written ids (command-names.ts) and the ids generated from the resource schemas and the
 * session's menus. `execute`, a control's command, a shortcut or a command definition naming any
 * other id does not compile.
 */
import type { ResourceName } from '.';
import type { HandWrittenCommandId } from './command-names';

/** The commands every resource schema gets, `crud.<name>.<verb>`, created in commands/crud. */
export type CrudVerb =
  | 'add' | 'edit' | 'view' | 'save' | 'delete' | 'bulkDelete' | 'refresh' | 'nextPage' | 'previousPage' | 'pageSize'
  | 'sort' | 'search' | 'resetSearch' | 'focusSearch' | 'export' | 'exportSelected' | 'columns' | 'density' | 'selectMatching' | 'selectRows'
  | 'import' | 'importTemplate' | 'importReport' | 'bulkEdit';
/** A list screen's saved-view commands (commands/crud/views.ts). */
export type SavedViewVerb = 'saveView' | 'deleteView' | 'defaultView';

/**
 * Names of resource schemas outside the console's list (src/schema/index.ts) that still get
 * CRUD commands: the tests' own schemas add theirs by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ExtraResourceNames {}
/** Ids of commands outside the console (the tests' own), added the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ExtraCommandIds {}

export type CrudResourceName = ResourceName | (keyof ExtraResourceNames & string);
export type CrudCommandId = `crud.${CrudResourceName}.${CrudVerb | SavedViewVerb}`;
/** A saved view's command, `crud.<name>.view.<view id>` (commands/crud/views.ts). */
export type SavedViewCommandId = `crud.${CrudResourceName}.view.${string}`;
/** A menu's command, `nav.menu.<code>`, made from the session's menus (commands/navigation/menus.ts). */
export type MenuCommandId = `nav.menu.${string}`;

export type CommandId = HandWrittenCommandId | CrudCommandId | SavedViewCommandId | MenuCommandId | (keyof ExtraCommandIds & string);

/** A schema's CRUD command id; a schema's name is one of the resource names, which ResourceSchema's plain `string` does not say. */
export function crudCommandId(name: string, verb: CrudVerb | SavedViewVerb): CrudCommandId {
  return `crud.${name}.${verb}` as CrudCommandId;
}
