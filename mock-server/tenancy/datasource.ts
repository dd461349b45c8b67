/**
 * blade-develop/datasource beyond the generic handlers (platform administrator only): the
 * connection test, and the read hook by which the generic list and select never carry a
 * password (the detail does, for the edit form).
 *
 * | call                          | answer                                                            |
 * |-------------------------------|-------------------------------------------------------------------|
 * | POST test-connection?id=      | R status: 连接成功, or 400 naming what is wrong with the JDBC URL   |
 *
 * The mock has no databases to reach: a connection "succeeds" when the URL has the form its
 * driver expects (host, port where one is needed, database), as a JDBC driver would first check.
 */
import { http } from 'msw';
import { datasource as schema } from '../../src/schema/tenancy/datasource';
import type { ReadHooks } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible } from '../crud/write';
import { db } from '../db';
import { BadRequest, ok, requireParam } from '../envelope';

const BASE = '*/api/blade-develop/datasource';

const rows = () => db.rows<CrudRow>('datasource');
const query = (request: Request) => new URL(request.url).searchParams;
const withoutPassword = ({ password: _password, ...row }: CrudRow): CrudRow => row;

/** The URL form each driver accepts: jdbc:<subprotocol> and what must follow it. */
const urlForms: Record<string, { example: string; pattern: RegExp }> = {
  'com.mysql.cj.jdbc.Driver': { example: 'jdbc:mysql://host:3306/database', pattern: /^jdbc:mysql:\/\/[\w.-]+(:\d{1,5})?\/\w[\w-]*(\?.*)?$/ },
  'org.postgresql.Driver': { example: 'jdbc:postgresql://host:5432/database', pattern: /^jdbc:postgresql:\/\/[\w.-]+(:\d{1,5})?\/\w[\w-]*(\?.*)?$/ },
  'oracle.jdbc.OracleDriver': { example: 'jdbc:oracle:thin:@host:1521:sid', pattern: /^jdbc:oracle:thin:@(\/\/)?[\w.-]+:\d{1,5}[:/]\w+$/ },
  'com.microsoft.sqlserver.jdbc.SQLServerDriver': { example: 'jdbc:sqlserver://host:1433;DatabaseName=database', pattern: /^jdbc:sqlserver:\/\/[\w.-]+(:\d{1,5})?(;\w+=[^;]*)*;?$/i },
  'dm.jdbc.driver.DmDriver': { example: 'jdbc:dm://host:5236', pattern: /^jdbc:dm:\/\/[\w.-]+(:\d{1,5})?(\/\w+)?(\?.*)?$/ },
};

/** Why a data source cannot connect, or undefined when its URL fits its driver. */
export function connectionProblem(row: Record<string, unknown>): string | undefined {
  const form = urlForms[String(row.driverClass ?? '')];
  if (!form) return `不支持的驱动类: ${String(row.driverClass ?? '')}`;
  if (!form.pattern.test(String(row.url ?? '').trim())) return `连接地址格式不正确,应形如 ${form.example}`;
  return undefined;
}

/** Only the detail (the edit form) answers a data source's password. */
export const datasourceHooks: ReadHooks = { shown: (row, read) => (read === 'detail' ? row : withoutPassword(row)) };

export const datasourceHandlers = [
  http.post(`${BASE}/test-connection`, withScope(schema, ({ request, auth, visible }) => {
    requireGrant(schema, auth, 'menu');
    const problem = connectionProblem(findVisible(rows(), requireParam(query(request), 'id'), visible));
    if (problem) throw new BadRequest(`连接失败: ${problem}`);
    return ok(null, '连接成功');
  })),
];
