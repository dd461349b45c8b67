/**
 * blade-develop/model and model-prototype: BladeX's data models (platform administrator only, as
 * BladeX's @PreAuth(HAS_ROLE_ADMINISTRATOR) controllers). Reads need the 数据模型 menu, writes its
 * buttons; select is the code generator's look-up and needs neither.
 *
 * | call                                          | answer                                                      |
 * |-----------------------------------------------|-------------------------------------------------------------|
 * | POST model/submit                             | R<Model>: the saved model (the client opens its fields next) |
 * | POST model/remove?ids=                        | R status; the models' field settings go with them            |
 * | GET  model/select                             | R<Model[]>, modelName as `<modelTable>: <modelName>`         |
 * | GET  model/table-list?datasourceId=           | R<TableInfo[]>, comment as `<name>:<comment>`                |
 * | GET  model/table-info?tableName\|modelId&datasourceId= | R<TableInfo>, null for a table the source lacks     |
 * | GET  model/model-prototype?modelId&datasourceId= | R: the model's stored field settings, else its table's fields; 未获得相关表信息 without a table |
 * | GET  model-prototype/select?modelId=          | R<ModelPrototype[]>, jdbcComment as `<jdbcName>: <jdbcComment>` |
 * | POST model-prototype/submit-list  (JSON array) | R status: each setting with an id updated, without one added |
 *
 * list, detail, select, submit and remove are the generic handlers of the model schema, with
 * modelHooks. The tables are the mock's own (model-tables.ts).
 */
import { http } from 'msw';
import { model as schema } from '../../src/schema/storage/model';
import { auditFieldsForNewRow } from '../audit';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { cellText } from '../crud/columns';
import type { TableHooks } from '../crud/hooks';
import { findVisible, NOT_READABLE } from '../crud/write';
import { db, formatDateTime } from '../db';
import { BadRequest, fail, ok, readJson, requireParam, status } from '../envelope';
import type { ModelPrototypeRow, ModelRow } from './model-rows';
import { mockTable, mockTables } from './model-tables';
import { prototypeInput } from './prototype-input';

const BASE = '*/api/blade-develop/model';
const PROTOTYPE = '*/api/blade-develop/model-prototype';
/** More settings than any table has columns: a bound on what one call may store. */
const MAX_SETTINGS = 500;

const models = () => db.rows<CrudRow>('model');
const prototypes = () => db.rows<ModelPrototypeRow>('model_prototype');
const query = (request: Request) => new URL(request.url).searchParams;
const liveModel = (id: string) => findVisible(models(), id, () => true) as unknown as ModelRow;
const settingsOf = (modelId: string) => prototypes().filter((row) => row.modelId === modelId && row.isDeleted === 0);

/** The data source named by `datasourceId`, which must exist. */
function requireDatasource(params: URLSearchParams): void {
  const id = requireParam(params, 'datasourceId');
  if (!db.rows('datasource').some((source) => source.id === id && source.isDeleted === 0)) throw new BadRequest('数据源不存在');
}

function saveSettings(body: unknown, userId: string, deptId: string): void {
  if (!Array.isArray(body)) throw new BadRequest(NOT_READABLE);
  if (body.length > MAX_SETTINGS) throw new BadRequest(`一次最多提交 ${MAX_SETTINGS} 个字段`);
  const inputs = body.map((item: unknown) => prototypeInput(item));
  const time = formatDateTime(db.now());
  // Every setting is checked before any is stored: the call stores all or nothing.
  const targets = inputs.map((input) => {
    liveModel(input.modelId);
    if (input.id === undefined) return undefined;
    const row = prototypes().find((candidate) => candidate.id === input.id && candidate.isDeleted === 0 && candidate.modelId === input.modelId);
    if (!row) throw new BadRequest('数据不存在或已被删除');
    return row;
  });
  inputs.forEach(({ id: _id, ...input }, index) => {
    const row = targets[index];
    if (row) db.update('model_prototype', row, { ...input, updateUser: userId, updateTime: time });
    else db.insert('model_prototype', { ...input, ...auditFieldsForNewRow(userId, deptId), id: db.nextId() } as ModelPrototypeRow);
  });
}

/**
 * The generic select labels each model `<modelTable>: <modelName>` (the code generator's choice);
 * the generic submit answers the saved model; the generic remove takes the models' field settings
 * with them.
 */
export const modelHooks: TableHooks = {
  shown: (row, read) => (read === 'select' ? { ...row, modelName: `${String(row.modelTable)}: ${String(row.modelName)}` } : row),
  answer: (row) => row,
  removing(rows) {
    const ids = new Set(rows.map((row) => row.id));
    return [{ table: 'model_prototype', rows: db.rows<CrudRow>('model_prototype').filter((row) => ids.has(cellText(row.modelId)) && row.isDeleted === 0) }];
  },
};

export const modelHandlers = [
  http.get(`${BASE}/table-list`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    requireDatasource(query(request));
    return ok(mockTables().map((table) => ({ ...table, comment: `${table.name}:${table.comment}` })));
  })),
  http.get(`${BASE}/table-info`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    const params = query(request);
    requireDatasource(params);
    const tableName = params.get('tableName')?.trim() || liveModel(requireParam(params, 'modelId')).modelTable;
    return ok(mockTable(tableName) ?? null);
  })),
  http.get(`${BASE}/model-prototype`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    const params = query(request);
    const found = liveModel(requireParam(params, 'modelId'));
    const stored = settingsOf(found.id);
    if (stored.length) return ok(stored);
    requireDatasource(params);
    const table = mockTable(found.modelTable);
    return table ? ok(table.fields) : fail('未获得相关表信息');
  })),
  http.get(`${PROTOTYPE}/select`, withScope(schema, ({ request }) => {
    const modelId = requireParam(query(request), 'modelId');
    return ok(settingsOf(modelId).map((row) => ({ ...row, jdbcComment: `${row.jdbcName}: ${row.jdbcComment}` })));
  })),
  http.post(`${PROTOTYPE}/submit-list`, withScope(schema, async ({ request, auth }) => {
    const body = await readJson(request);
    requireGrant(schema, auth, 'edit');
    saveSettings(body, auth.user.id, auth.user.deptId);
    return status(true);
  })),
];
