import type { Localized } from '../base/config';
import type { HandWrittenCommandId } from './command-names';

/** How a field is edited and shown. */
export type FieldKind =
  | 'input' | 'password' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'radio' | 'switch'
  | 'date' | 'datetime' | 'dateRange' | 'treeSelect' | 'upload' | 'icon' | 'richText';

export interface FieldOption { value: string; label: Localized | string }

/** Where a field's options come from. */
export type OptionSource =
  | { static: FieldOption[] }
  /** /blade-system/dict/dictionary?code= (or dict-biz when `biz`): label dictValue, value dictKey. */
  | { dict: string; biz?: boolean }
  /** Any GET answering an R list or page, short enough to hold; `label` and `value` name the fields to read. */
  | { url: string; label: string; value: string }
  | RecordsSource
  | TreeSource;

/**
 * Records of another screen, too many to list whole (a school's documents, questions, stage
 * lists; a district's schools): `records` is that screen's paged list call (an R<Page>), asked
 * for a page of the records whose `label` holds what is typed, and for the records of given
 * values (`<by>=a,b`, `by` defaulting to `value`) to name the chosen ones
 * (src/engine/record-options.ts). A call answering a plain list or a tree is read the same way.
 */
export interface RecordsSource { records: string; label: string; value: string; by?: string }

/**
 * A tree too big to load whole (a school's 2,000 departments), opened a level at a time
 * (src/engine/tree-options.ts): `levels` answers the children of `parentId`, each saying whether
 * it has children (`hasChildren`); `search` finds the nodes whose name holds what is typed, at
 * any depth; `names` names the nodes of given ids. `whole` is the whole-tree call, read only
 * where a gateway answers `levels` with 404 (it has no such call). `root`: the tree's parent
 * field stores 0 for a node at the top, offered and shown as 顶级.
 */
export interface TreeSource {
  levels: string;
  label: string;
  value: string;
  search: RecordsSource;
  names: RecordsSource;
  whole: string;
  root?: boolean;
}

/** A rule beyond "required": the message shows when `test` fails. */
export interface FieldRule {
  message: Localized;
  test: (value: unknown, record: Record<string, unknown>) => boolean;
}

export interface FieldDef {
  name: string;
  label: Localized;
  kind: FieldKind;
  options?: OptionSource;
  /** Required, with the message shown when empty (the form's message, to the letter). */
  required?: Localized;
  rules?: FieldRule[];
  /** In the search bar. */
  search?: boolean;
  /** In the table (default true). */
  column?: boolean;
  /** The column's share of the table's width against the others' 1 (default 1): a long code or name takes 2. */
  columnShare?: number;
  /** In the add/edit form (default true). */
  form?: boolean;
  /** In the view dialog (default true). */
  view?: boolean;
  /** Editable when editing an existing row (default true). */
  editable?: boolean;
  defaultValue?: string | number | boolean;
  /** How the mock filters on it: exact match (ids, enumerations) or substring (text). */
  filter?: 'exact' | 'like';
  /**
   * Choosing it grants roles, menus or a product package: the palette never takes it for the
   * user (the choice argument's `grants`), and lists roles and packages least-privileged first.
   */
  grants?: 'roles' | 'menus' | 'package';
  /**
   * kind 'treeSelect' only: several nodes may be chosen. The value travels as one comma-joined
   * string (e.g. tenantPackage.menuId), as multiSelect values do.
   */
  multiple?: boolean;
  /**
   * Its column header sorts the list (paged lists only). Default: true for table columns whose
   * values have an order a reader expects (text, numbers, choices, dates, switches); false for
   * rich text, uploads, icons, passwords and lists of values.
   */
  sortable?: boolean;
  /**
   * Shown in the form and the view dialog only when this holds for the record (BladeX's form
   * shows appId only for 腾讯云); a hidden field is not checked, so its `required` applies only
   * while it shows.
   */
  shownWhen?: (record: Record<string, unknown>) => boolean;
  /** How a value reads in the table and the view dialog, e.g. bytes as KB (default as stored). */
  format?: (value: unknown) => string;
  /**
   * The form section it belongs to (BladeX's user form: 基础信息, 详细信息, 职责信息): consecutive
   * fields of one group show together under its name.
   */
  group?: Localized;
  /**
   * A value that keeps the field's rules, for the records the command checks make where a
   * marked text would break them (a phone number, a name of 2 to 5 characters, a password and
   * its confirmation).
   */
  sample?: string | number;
}

/** Whether the field shows for this record (see FieldDef.shownWhen). */
export function isShownFor(field: FieldDef, record: Record<string, unknown>): boolean {
  return !field.shownWhen || field.shownWhen(record);
}

/** Which calls the resource's API has under its prefix (BladeX's CRUD verbs). */
export interface ResourceApi {
  /** e.g. `/blade-system/param` (relative to /api). */
  prefix: string;
  /** The list call: paged `list`, paged `page`, or `tree` (whole tree array). */
  list: 'list' | 'page' | 'tree';
  /**
   * The list call's own path when it is not named after `list` (a dictionary's paged
   * `parent-list`, its items' `child-list` tree): the same answer shape, another path.
   */
  listPath?: string;
  detail: boolean;
  submit: boolean;
  remove: boolean;
  /** Children are loaded on demand by parentId (`lazy-list`). */
  lazy?: boolean;
  /** The call a lazy tree loads its levels with, when not `lazy-list` (e.g. menu's `lazy-menu-list`). */
  lazyCall?: string;
  /**
   * A lazy tree's top level comes a page at a time (`lazy-page`, one level in BladeX's page shape;
   * a mock addition), with the list's pager: a district's platform administrator sees 1,007
   * top-level roles and 503 schools' departments. Where a gateway answers it with 404 the top
   * level is read whole, as without this, and paged in the console.
   */
  lazyPage?: boolean;
  /** A `select` call for dropdowns of other resources. */
  select?: boolean;
  /** GET path answering a file for the current filter, e.g. `/blade-system/param/export`. */
  export?: string;
  /**
   * Other names BladeX serves the same calls under, which its clients may call (the users':
   * the 2.x service `/blade-user` beside `/blade-system/user`, `list` beside `page`, `update`
   * beside `submit`). The console calls the main names only; the mock answers every name.
   */
  aliases?: { prefixes?: readonly string[]; list?: string; submit?: string };
}

export type ButtonKind = 'add' | 'edit' | 'delete' | 'view';

/**
 * A screen's own action beyond add, edit, view and delete (grant roles, reset a password, enable
 * a configuration): a toolbar button that runs a hand-written command (commands/<area>/) through
 * `execute`, so the palette, a shortcut and the button do the same thing.
 */
export interface ResourceAction {
  /** The id of the command a press runs. */
  command: HandWrittenCommandId;
  label: Localized;
  /** The button permission code it needs, e.g. `user_reset`; absent: the screen's menu is enough. */
  permission?: string;
  /** The selected rows it acts on: exactly one, at least one, or none needed (the default). */
  rows?: 'one' | 'some';
  tone?: 'primary' | 'danger';
}

export interface ResourceSchema {
  /** Unique name, used in command ids (`crud.<name>.add`) and as the mock's table name. */
  name: string;
  /**
   * The mock's table when it is not `name`: two schemas over one table (a dictionary's codes
   * and its items, one BladeX table read through two list calls).
   */
  table?: string;
  /**
   * The column that is a row's key where BladeX's table has no snowflake `id` (the regions: their
   * code); default `id`. Such a table is no BaseEntity: it has no audit columns. Its detail and
   * remove name rows by this column, `id` or `ids` (whichever comes first), and its submit updates
   * the row whose key the body names (this column, else `id`) and inserts one with a new key.
   */
  rowKey?: string;
  /**
   * How remove deletes: 'logical' sets isDeleted 1 (BladeX's @TableLogic; the default);
   * 'physical' deletes rows for good, from a table with no isDeleted column (the regions).
   */
  deletion?: 'logical' | 'physical';
  title: Localized;
  /** The menu path that opens this screen, e.g. `/system/param`. */
  menuPath: string;
  /**
   * Fixed routes that show this screen too (the system dictionary at /dict-horizontal/index):
   * its commands and its selection work there as on the menu path.
   */
  alsoAt?: readonly string[];
  /** The menu code; button permissions default to `<code>_add`, `_edit`, `_delete`, `_view`. */
  menuCode: string;
  api: ResourceApi;
  /** Platform-wide rows (only tenant 000000's administrators) or rows owned by each tenant. */
  scope: 'platform' | 'tenant';
  fields: FieldDef[];
  dialogWidth?: number;
  buttons: Record<ButtonKind, boolean>;
  /**
   * A detail list shown under its master on one screen (a dictionary's items under the chosen
   * dictionary, a question's options under the chosen question; see src/resource-screen/MasterDetail.tsx): its
   * list asks `<field>=<the chosen master row's id>`, a new row takes that id in `field`, and it
   * lists nothing until a master row is chosen.
   */
  master?: { resource: string; field: string };
  /** The screen's own actions, shown after its record buttons (see ResourceAction). */
  actions?: readonly ResourceAction[];
  /** Overrides of the permission codes guarding each button. */
  permissions?: Partial<Record<ButtonKind, string>>;
  /**
   * The fields that tell the tenant's records apart (an account, a question of a document): an
   * import reports a row naming the same values as a duplicate. Default: the title field.
   */
  key?: readonly string[];
  /** The field shown as a row's name in messages and the palette (default the first column). */
  titleField?: string;
  /** false: the rows are not read from or written as sheet rows (no 导入表格, 批量编辑). */
  sheets?: false;
  /**
   * Rows carry BladeX's creation time (createTime), searched by a range of days (default true;
   * src/engine/tenant-column.ts adds the search).
   */
  created?: boolean;
}

/** Whether the route shows the schema's screen: its menu path or one of its other routes. */
export function isScreenOf(schema: ResourceSchema, route: string): boolean {
  return route === schema.menuPath || Boolean(schema.alsoAt?.includes(route));
}

/** Checks a schema at compile time and returns it as is. */
export function defineResource<const S extends ResourceSchema>(schema: S): S {
  return schema;
}

/** The path of a schema's list call (relative to /api), e.g. /school/doc/page. */
export function listPathOf(schema: ResourceSchema): string {
  return `${schema.api.prefix}/${schema.api.listPath ?? schema.api.list}`;
}

export function permissionCode(schema: ResourceSchema, button: ButtonKind): string {
  return schema.permissions?.[button] ?? `${schema.menuCode}_${button}`;
}

const unordered = new Set<FieldKind>(['richText', 'upload', 'icon', 'password', 'multiSelect', 'dateRange', 'treeSelect']);

/** Whether the field's column header sorts the list (see FieldDef.sortable). */
export function isSortable(field: FieldDef): boolean {
  return field.column !== false && (field.sortable ?? !unordered.has(field.kind));
}

/** The field that names a row (the schema's title field, else its first column). */
export function titleFieldOf(schema: ResourceSchema): FieldDef {
  return schema.fields.find((field) => field.name === schema.titleField) ?? schema.fields.find((field) => field.column !== false) ?? schema.fields[0];
}
