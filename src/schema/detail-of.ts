/**
 * A schema again, as the detail of another on the master's screen (a document's questions under
 * the chosen document): the same table, calls, fields and button permissions, listed under the
 * master row chosen there. The link field comes from that row, so the table, the search bar and
 * the form leave it out; the view dialog still names it.
 */
import type { Localized } from '../base/config';
import type { ResourceAction, ResourceSchema } from './types';

interface Detail<N extends string> {
  name: N;
  title: Localized;
  master: ResourceSchema;
  /** The schema's field holding the master row's id. */
  field: string;
  /** The detail list's actions: commands acting on its selection, so not the schema's own. */
  actions?: readonly ResourceAction[];
}

export function detailOf<const N extends string>(schema: ResourceSchema, { name, title, master, field, actions }: Detail<N>): ResourceSchema & { name: N } {
  return {
    ...schema,
    name,
    table: schema.table ?? schema.name,
    title,
    menuPath: master.menuPath,
    alsoAt: master.alsoAt,
    master: { resource: master.name, field },
    actions,
    fields: schema.fields.map((own) => (own.name === field ? { ...own, form: false, column: false, search: false } : own)),
  };
}
