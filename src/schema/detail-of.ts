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

/** What the detail takes from the master and the call instead of its schema. */
type Replaced = 'name' | 'table' | 'title' | 'menuPath' | 'alsoAt' | 'master' | 'actions' | 'fields';

/**
 * The detail keeps its schema's literal type but for what it replaces, so its command ids are
 * derived from its calls, buttons and flags (src/schema/command-ids.ts).
 */
export function detailOf<const S extends ResourceSchema, const N extends string>(schema: S, { name, title, master, field, actions }: Detail<N>): Omit<S, Replaced> & Pick<ResourceSchema, Replaced> & { name: N } {
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
