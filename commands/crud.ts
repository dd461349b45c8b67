/**
 * The commands every resource schema gets, ids `crud.<name>.<verb>`: open its list; add, edit,
 * view, save, delete and bulk delete records; refresh, page, size and sort the list; search, clear
 * and focus the search bar; export the search or the selection; lay out the table's columns and
 * density; import rows from a spreadsheet (with its template and report); set fields on many
 * rows at once. Commands a schema cannot use (no such button, no export call, no search field, a
 * tree without pages) are not created, so the palette never lists them.
 * They reach the mounted view through its controller (src/engine/controller.ts).
 */
import { searchFieldsOf } from '../src/engine/tenant-column';
import { titleFieldOf, type ResourceSchema } from '../src/schema/types';
import { hasPages, isTreeResource, offers } from '../src/engine/access';
import { columnsCommand, densityCommand } from './crud/columns';
import { exportCommand } from './crud/export';
import { exportSelectedCommand } from './crud/export-selected';
import { bulkEditCommand } from './bulk/edit';
import { importCommand, importReportCommand, importTemplateCommand } from './bulk/import';
import { pageSizeCommand, refreshCommand, stepPageCommand } from './crud/paging';
import { addCommand, editCommand, saveCommand, viewCommand } from './crud/records';
import { bulkDeleteCommand, deleteCommand } from './crud/remove';
import { focusSearchCommand, resetSearchCommand, searchCommand } from './crud/search';
import { selectMatchingCommand, selectRowsCommand } from './crud/select';
import { sortCommand } from './crud/sort';
import type { AnyCommand, ArgSpec, ArgsOfSpecs, ArgsShape } from '../src/platform/types';
import type { CrudCommandId, CrudSchemas } from '../src/schema/command-ids';
import type { deleteViewCommand, defaultViewCommand, saveViewCommand } from './crud/views';

/**
 * Whether the screen's rows can be read from and written as sheet rows (导入表格, 批量编辑): a
 * record whose title the form gives, or a link between two records (文档关系, 年级关系, 阶段文档),
 * whose title is the other record's name, read with the row, and whose key names the two records
 * linked; not a screen that opts out (行政区划, keyed by code, with BladeX's own import).
 */
function sheetRows(schema: ResourceSchema): boolean {
  return schema.sheets !== false && (titleFieldOf(schema).form !== false || schema.key !== undefined);
}

export function createResourceCommands(schema: ResourceSchema): AnyCommand[] {
  const [firstSearch] = searchFieldsOf(schema);
  const paged = !isTreeResource(schema);
  const pages = hasPages(schema);
  const sheets = sheetRows(schema);
  const importable = sheets && offers(schema, 'add') && schema.api.submit;
  return [
    offers(schema, 'add') && addCommand(schema),
    offers(schema, 'edit') && editCommand(schema),
    offers(schema, 'view') && viewCommand(schema),
    (offers(schema, 'add') || offers(schema, 'edit')) && saveCommand(schema),
    offers(schema, 'delete') && deleteCommand(schema),
    offers(schema, 'delete') && bulkDeleteCommand(schema),
    refreshCommand(schema),
    pages && stepPageCommand(schema, 1),
    pages && stepPageCommand(schema, -1),
    pages && pageSizeCommand(schema),
    paged && sortCommand(schema),
    firstSearch && searchCommand(schema),
    firstSearch && resetSearchCommand(schema),
    firstSearch && focusSearchCommand(schema),
    schema.api.export && exportCommand(schema),
    schema.api.export && exportSelectedCommand(schema),
    columnsCommand(schema),
    densityCommand(schema),
    paged && (offers(schema, 'delete') || Boolean(schema.api.export)) && selectMatchingCommand(schema),
    selectRowsCommand(schema),
    importable && importCommand(schema),
    importable && importTemplateCommand(schema),
    importable && importReportCommand(schema),
    sheets && offers(schema, 'edit') && schema.api.submit && bulkEditCommand(schema),
  ].filter((command): command is AnyCommand => Boolean(command));
}

/** What `execute` takes for a command the factory makes: the arguments of its definition. */
type ArgsOf<F extends (...params: never[]) => { args?: object }> = ReturnType<F> extends { args?: infer S extends Record<string, ArgSpec> } ? ArgsOfSpecs<S> : never;

/**
 * The field names of the schema as arguments: what add, edit, search and bulk edit take (each of
 * them a subset, the form's, the editable, the searched), a date searched by its range as
 * `<name>From` and `<name>To`, and the tenant the platform administrator searches by.
 */
type FieldArgs<S extends { fields: readonly { name: string }[] }> = ArgsShape<
  { [N in S['fields'][number]['name'] | 'tenantId' | `${S['fields'][number]['name'] | 'createTime'}${'From' | 'To'}`]?: string },
  Record<never, never>
>;

/** The arguments of each verb's command for the schema S. */
interface VerbArgs<S extends { fields: readonly { name: string }[] }> {
  add: FieldArgs<S>; edit: FieldArgs<S>; search: FieldArgs<S>; bulkEdit: FieldArgs<S>;
  view: ArgsOf<typeof viewCommand>; save: ArgsOf<typeof saveCommand>; delete: ArgsOf<typeof deleteCommand>; bulkDelete: ArgsOf<typeof bulkDeleteCommand>;
  refresh: ArgsOf<typeof refreshCommand>; nextPage: ArgsOf<typeof stepPageCommand>; previousPage: ArgsOf<typeof stepPageCommand>;
  pageSize: ArgsOf<typeof pageSizeCommand>; sort: ArgsOf<typeof sortCommand>; resetSearch: ArgsOf<typeof resetSearchCommand>;
  focusSearch: ArgsOf<typeof focusSearchCommand>; export: ArgsOf<typeof exportCommand>; exportSelected: ArgsOf<typeof exportSelectedCommand>;
  columns: ArgsOf<typeof columnsCommand>; density: ArgsOf<typeof densityCommand>; selectMatching: ArgsOf<typeof selectMatchingCommand>;
  selectRows: ArgsOf<typeof selectRowsCommand>; import: ArgsOf<typeof importCommand>; importTemplate: ArgsOf<typeof importTemplateCommand>;
  importReport: ArgsOf<typeof importReportCommand>;
  saveView: ArgsOf<typeof saveViewCommand>; deleteView: ArgsOf<typeof deleteViewCommand>; defaultView: ArgsOf<typeof defaultViewCommand>;
}

/** `execute` of a resource's command takes that command's own arguments (see CommandArgs). */
declare module '../src/platform/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds CrudArgs's members
  interface CommandArgs extends CrudArgs {}
}
type CrudArgs = {
  [I in CrudCommandId]: I extends `crud.${infer N extends keyof CrudSchemas}.${infer V extends keyof VerbArgs<ResourceSchema>}` ? VerbArgs<CrudSchemas[N]>[V] : never;
};
