/**
 * Every command id the console can name, as one closed type the compiler checks: the
 * hand-written ids (command-names.ts) and the ids generated from the resource schemas and the
 * session's menus. `execute`, a control's command, a shortcut or a command definition naming any
 * other id does not compile.
 *
 * A resource's ids are exactly those commands/crud.ts (`createResourceCommands`, and the saved
 * views of commands/crud/views.ts) can create for it in some session: `crud.tenant.import`
 * compiles only if the tenant schema can be imported. They are derived here, at the type level,
 * from each schema's literal type (`defineResource<const S>` keeps its buttons, calls, fields
 * and flags as written), by the same rules as the commands' (CrudVerbOf below). Derived, not
 * listed: a schema alone decides its commands, so adding or changing a schema needs no second
 * list kept in step, and a rule changed in commands/crud.ts without its twin here fails
 * tests/commands-unit/command-ids.test.ts, which reads this type's members through the
 * TypeScript checker and compares them with the commands created for every schema, for the
 * platform administrator and a school's. Where a schema's type says less than its value (a
 * `boolean` where the value is `false`), the rule counts the verb in; that test then names it.
 */
import type { resources } from '.';
import type { HandWrittenCommandId } from './command-names';
import type { ResourceSchema } from './types';

/** The commands a resource schema may get, `crud.<name>.<verb>`, created in commands/crud. */
export type CrudVerb =
  | 'add' | 'edit' | 'view' | 'save' | 'delete' | 'bulkDelete' | 'refresh' | 'nextPage' | 'previousPage' | 'pageSize'
  | 'sort' | 'search' | 'resetSearch' | 'focusSearch' | 'export' | 'exportSelected' | 'columns' | 'density' | 'selectMatching' | 'selectRows'
  | 'import' | 'importTemplate' | 'importReport' | 'bulkEdit';
/** A list screen's saved-view commands (commands/crud/views.ts). */
export type SavedViewVerb = 'saveView' | 'deleteView' | 'defaultView';

/**
 * Resource schemas outside the console's list (src/schema/index.ts) that still get CRUD
 * commands, by name: the tests' own schemas add theirs by declaration merging, each with its
 * schema's type (ResourceSchema itself admits every verb).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ExtraResources {}
/** Ids of commands outside the console (the tests' own), added the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ExtraCommandIds {}

/** Every schema that gets CRUD commands, by name. */
export type CrudSchemas = { [S in (typeof resources)[number] as S['name']]: S } & ExtraResources;
export type CrudResourceName = keyof CrudSchemas & string;

/** T[K] when T has K, else undefined (an optional flag left out of a schema's literal). */
type Prop<T, K extends PropertyKey> = K extends keyof T ? T[K] : undefined;
/** Whether a flag can hold: its type admits true (a literal `false` or an absent flag does not). */
type CanHold<T> = true extends T ? true : false;
type Or<A extends boolean, B extends boolean> = A extends true ? true : B;
type And<A extends boolean, B extends boolean> = A extends true ? B : false;
type Not<A extends boolean> = A extends true ? false : true;
type Some<T> = [T] extends [never] ? false : true;

/** src/engine/access.ts `offers`: the button is on and the API has its call. */
type Offers<S extends ResourceSchema, B extends keyof ResourceSchema['buttons']> = And<
  CanHold<S['buttons'][B]>,
  B extends 'view' ? true : CanHold<S['api'][B extends 'delete' ? 'remove' : 'submit']>
>;
/** Not a tree (src/engine/access.ts `isTreeResource`): list 'tree' or a lazy API has no pages. */
type Paged<S extends ResourceSchema> = Not<Or<S['api']['list'] extends 'tree' ? true : false, Prop<S['api'], 'lazy'> extends true ? true : false>>;
/** src/engine/access.ts `hasPages`: a list, or a lazy tree whose top level is paged. */
type HasPages<S extends ResourceSchema> = Or<Paged<S>, And<Prop<S['api'], 'lazy'> extends true ? true : false, Prop<S['api'], 'lazyPage'> extends true ? true : false>>;
/**
 * The search bar has a field in some session (src/engine/tenant-column.ts `searchFieldsOf`): a
 * field of its own marked `search`, the tenant the platform administrator searches tenant-scoped
 * rows by, or the creation time unless the schema says it has none or declares its own.
 */
type Searchable<S extends ResourceSchema> = Or<
  Some<S['fields'][number] extends infer F ? (F extends unknown ? (CanHold<Prop<F, 'search'>> extends true ? F : never) : never) : never>,
  Or<'tenant' extends S['scope'] ? true : false, And<Not<Prop<S, 'created'> extends false ? true : false>, Not<Some<Extract<S['fields'][number], { name: 'createTime' }>>>>>
>;
type FirstColumn<F> = F extends readonly [infer Head, ...infer Rest] ? (Prop<Head, 'column'> extends false ? FirstColumn<Rest> : Head) : never;
/** src/schema/types.ts `titleFieldOf`: the title field, else the first column, else the first field. */
type TitleField<S extends ResourceSchema> =
  (S extends { titleField: infer T } ? Extract<S['fields'][number], { name: T }> : never) extends infer Named
    ? Some<Named> extends true ? Named : FirstColumn<S['fields']> extends infer Column ? (Some<Column> extends true ? Column : S['fields'][0]) : never
    : never;
/** commands/crud.ts `sheetRows`: not opted out, and a title the form gives or a key. */
type Sheets<S extends ResourceSchema> = And<
  Not<Prop<S, 'sheets'> extends false ? true : false>,
  Or<Not<Prop<TitleField<S>, 'form'> extends false ? true : false>, Not<Prop<S, 'key'> extends undefined ? true : false>>
>;
type Exports<S extends ResourceSchema> = Not<Prop<S['api'], 'export'> extends undefined ? true : false>;

/** The verb when the condition can hold. */
type When<C extends boolean, V extends string> = C extends true ? V : never;

/** The verbs commands/crud.ts and commands/crud/views.ts create for the schema, by their rules. */
export type CrudVerbOf<S extends ResourceSchema> =
  | 'refresh' | 'columns' | 'density' | 'selectRows'
  | When<Offers<S, 'add'>, 'add'>
  | When<Offers<S, 'edit'>, 'edit'>
  | When<Offers<S, 'view'>, 'view'>
  | When<Or<Offers<S, 'add'>, Offers<S, 'edit'>>, 'save'>
  | When<Offers<S, 'delete'>, 'delete' | 'bulkDelete'>
  | When<HasPages<S>, 'nextPage' | 'previousPage' | 'pageSize'>
  | When<Paged<S>, 'sort' | SavedViewVerb>
  | When<Searchable<S>, 'search' | 'resetSearch' | 'focusSearch'>
  | When<Exports<S>, 'export' | 'exportSelected'>
  | When<And<Paged<S>, Or<Offers<S, 'delete'>, Exports<S>>>, 'selectMatching'>
  | When<And<Sheets<S>, Offers<S, 'add'>>, 'import' | 'importTemplate' | 'importReport'>
  | When<And<Sheets<S>, Offers<S, 'edit'>>, 'bulkEdit'>;

export type CrudCommandId = { [N in CrudResourceName]: `crud.${N}.${CrudVerbOf<CrudSchemas[N]>}` }[CrudResourceName];
/** A saved view's command, `crud.<name>.view.<view id>`, of list screens (commands/crud/views.ts). */
export type SavedViewCommandId = { [N in CrudResourceName]: Paged<CrudSchemas[N]> extends true ? `crud.${N}.view.${string}` : never }[CrudResourceName];
/** A menu's command, `nav.menu.<code>`, made from the session's menus (commands/navigation/menus.ts). */
export type MenuCommandId = `nav.menu.${string}`;

export type CommandId = HandWrittenCommandId | CrudCommandId | SavedViewCommandId | MenuCommandId | (keyof ExtraCommandIds & string);

/**
 * The CRUD command ids of the verb V, of every resource that has it. Built by resource, not by
 * filtering CrudCommandId: the checker relates this union to CommandId at once, while an
 * `Extract` of it takes seconds at every call.
 */
export type CrudCommandIdOf<V extends CrudVerb | SavedViewVerb> = {
  [N in CrudResourceName]: V extends CrudVerbOf<CrudSchemas[N]> ? `crud.${N}.${V}` : never;
}[CrudResourceName];

/**
 * The id of a schema's CRUD command, for code that holds a schema known only at run time: its
 * name is one of the resource names, and the verb one it may lack (a tree has no pages), which
 * the registry answers (`getCommand` finds no such command). Typed as the verb's ids, so
 * `execute` of it takes the arguments that verb takes on some screen. The one place a name read
 * at run time becomes an id: the console's names are the schemas' own.
 */
export function crudCommandId<V extends CrudVerb | SavedViewVerb>(name: string, verb: V): CrudCommandIdOf<V> {
  return `crud.${name}.${verb}` as CrudCommandIdOf<V>;
}
