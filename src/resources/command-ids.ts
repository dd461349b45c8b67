/**
 * The ids of the commands every resource schema gets, `crud.<name>.<verb>`. The definitions in
 * commands/crud create them; the view's buttons and pager run them by these ids.
 */
export type CrudVerb =
  | 'open' | 'add' | 'edit' | 'view' | 'save' | 'delete' | 'bulkDelete' | 'refresh' | 'nextPage' | 'previousPage' | 'pageSize'
  | 'sort' | 'search' | 'resetSearch' | 'focusSearch' | 'export' | 'exportSelected' | 'columns' | 'density' | 'selectMatching' | 'selectRows';

export function crudCommandId(name: string, verb: CrudVerb): string {
  return `crud.${name}.${verb}`;
}
