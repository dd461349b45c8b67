import { useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from 'react-aria-components';
import { flattenFilters, type ResourceRow } from '../api/resource';
import { config } from '../base/config';
import { session } from '../core/session';
import { language, useT } from '../i18n';
import { localize } from '../i18n/resource';
import { DataTable } from '../ui/table/DataTable';
import type { DataColumn } from '../ui/table/types';
import { Pager } from '../ui/table/Pager';
import { useResourceList } from '../engine/hooks';
import { fieldsOf } from '../engine/tenant-column';
import { isSortable, titleFieldOf, type ResourceSchema } from '../schema/types';
import { allows, hasPages, isTreeResource } from '../engine/access';
import { columnFieldsOf, columnPrefsOf, setColumnWidths, shownColumns } from '../engine/column-prefs';
import { controllerOf, nextSort, pageCount } from '../engine/controller';
import { FieldValue, foreignTenant } from './FieldValue';
import { RecordDialog } from './RecordDialog';
import { runCrud } from '../engine/run';
import { useScreenQuery } from '../engine/screen-query';
import { SearchBar } from './SearchBar';
import { useSelectionSync } from '../engine/selection-sync';
import { Toolbar } from './Toolbar';
import { useViewHandle } from '../engine/view-handle';

/**
 * The one screen of every resource: search bar, toolbar, virtual table, pager and the record
 * dialog, all driven by the schema. It renders the controller's state and lends its handle to
 * the resource's commands; every action goes through those commands.
 */
export function ResourceView({ schema, master }: { schema: ResourceSchema; /** The master list of a detail shown beside it. */ master?: ResourceSchema }) {
  const t = useT();
  const state = controllerOf(schema.name);
  const { dialog, expanded, sort, filters, masterId } = useSnapshot(state);
  const list = useResourceList(schema);
  const searchRef = useRef<HTMLFormElement>(null);
  useViewHandle(schema.name, list, searchRef);
  useScreenQuery(schema);
  const pick = useSelectionSync(schema);
  const columns = useColumns(schema);
  const { density } = useSnapshot(columnPrefsOf(schema.name));
  const searching = Object.keys(flattenFilters(filters)).length > 0;
  // The same element while the reason stays, so the table's body is not rebuilt on every render.
  const orphanOf = master && masterId === null ? master : undefined;
  const empty = useMemo(() => <EmptyState schema={schema} searching={searching} orphanOf={orphanOf} />, [schema, searching, orphanOf]);
  const { permission } = useSnapshot(session);
  const can = (code: string) => Boolean(permission[code]);
  // Enter on a row opens it: read-only when the user may view, else in the edit form.
  const rowVerb = allows(schema, 'view', can) ? 'view' : allows(schema, 'edit', can) ? 'edit' : null;

  return (
    <section className="pane resource-view" data-resource={schema.name} aria-label={localize(schema.title)}>
      {fieldsOf(schema).some((field) => field.search) && <SearchBar schema={schema} ref={searchRef} />}
      <Toolbar schema={schema} selectedCount={list.selected.length} />
      <DataTable<ResourceRow>
        label={t('crud.table.label', { title: localize(schema.title) })}
        columns={columns}
        rows={list.rows}
        selected={list.selected}
        onSelectionChange={pick}
        onRowAction={rowVerb ? (id) => {
          pick([id]);
          void runCrud(schema, rowVerb);
        } : undefined}
        loading={list.loading}
        emptyText={empty}
        loadingText={t('crud.table.loading')}
        density={density}
        onWidthsChange={(widths) => setColumnWidths(schema.name, widths)}
        tree={list.isTree ? { expanded, onExpandedChange: (ids) => (state.expanded = ids), column: titleFieldOf(schema).name } : undefined}
        sort={list.isTree ? undefined : {
          order: sort,
          onSort: (column) => {
            const next = nextSort(state.sort, column);
            void runCrud(schema, 'sort', { column, direction: next?.direction ?? 'none' });
          },
        }}
      />
      <Pager
        page={list.page}
        pages={pageCount(list)}
        total={list.total}
        size={list.size}
        sizes={config.pageSizes}
        totalOnly={!hasPages(schema)}
        onPrevious={() => void runCrud(schema, 'previousPage')}
        onNext={() => void runCrud(schema, 'nextPage')}
        onSize={(size) => void runCrud(schema, 'pageSize', { size: String(size) })}
      />
      {dialog && <RecordDialog key={`${dialog.mode}:${dialog.id ?? ''}`} schema={schema} dialog={dialog} />}
    </section>
  );
}

/**
 * Why the table is empty: a detail list has no master row chosen yet, the list has no rows, or
 * none match the search, which a press on 清空搜索 (crud.<name>.resetSearch) takes away.
 */
function EmptyState({ schema, searching, orphanOf }: { schema: ResourceSchema; searching: boolean; orphanOf?: ResourceSchema }) {
  const t = useT();
  if (orphanOf) return <>{t('crud.master.choose', { master: localize(orphanOf.title) })}</>;
  if (!searching) return <>{t('crud.table.empty')}</>;
  return (
    <span className="data-table-empty-search">
      {t('crud.table.emptySearch')}
      <Button className="button" onPress={() => void runCrud(schema, 'resetSearch')}>{t('crud.table.clearSearch')}</Button>
    </span>
  );
}

/**
 * The screen's table columns (tenant-column.ts) as the user laid them out (column-prefs.ts);
 * rebuilt only when the fields, the language or that layout change.
 */
function useColumns(schema: ResourceSchema): DataColumn<ResourceRow>[] {
  const { current } = useSnapshot(language);
  const { order, hidden, widths } = useSnapshot(columnPrefsOf(schema.name));
  const fields = columnFieldsOf(schema);
  return useMemo(
    () => shownColumns({ order, hidden }, fields.map((field) => field.name)).map((name) => fields.find((field) => field.name === name)!).map((field) => ({
      id: field.name,
      label: field.label[current],
      width: widths[field.name],
      share: field.columnShare,
      // Trees come whole from the server in its order; only paged lists are ordered on request.
      sortable: !isTreeResource(schema) && isSortable(field),
      render: (row: ResourceRow) => <FieldValue field={field} value={row[field.name]} tenantId={foreignTenant(schema, row)} />,
    })),
    [schema, fields, current, order, hidden, widths],
  );
}
