/** The code generator: copy, and gen-code's zip, whose schema type-checks when dropped into src/schema/. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { login } from '../mock-server/helpers';
import { get, post, query, type Page } from './helpers';

interface CodeRow { id: string; codeName: string; tableName: string }

/** The entries of a zip of stored (uncompressed) files, as the mock writes them. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map<string, string>();
  for (let at = 0; view.getUint32(at, true) === 0x04034b50;) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength));
    const start = at + 30 + nameLength + extraLength;
    files.set(name, new TextDecoder().decode(bytes.subarray(start, start + size)));
    at = start + size;
  }
  return files;
}

/** TypeScript's errors for one file placed in the project, checked with the project's options. */
function typeErrors(relativePath: string, text: string): string[] {
  const root = resolve(__dirname, '../..');
  const file = join(root, relativePath);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  try {
    const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const program = ts.createProgram([file], { ...options, noEmit: true });
    return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(join(file, '..'), { recursive: true, force: true });
  }
}

async function generate(token: string, ids: string): Promise<Map<string, string>> {
  const answer = await fetch(`/api/blade-develop/code/gen-code?${query({ ids, system: 'saber-react' })}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${token}` } });
  expect(answer.headers.get('content-type')).toBe('application/zip');
  return unzip(new Uint8Array(await answer.arrayBuffer()));
}

describe('code/gen-code', () => {
  it.each([
    ['a table with a console schema', { codeName: '通知公告', tableName: 'blade_notice' }, 'notice', 'tenant'],
    ['a table known by its rows only', { codeName: '角色菜单', tableName: 'blade_role_menu' }, 'role_menu', 'platform'],
  ])('answers a zip whose schema for %s type-checks in the project', async (_, entry, table, scope) => {
    const token = (await login('000000', 'admin')).access_token;
    const submitted = await post('/blade-develop/code/submit', token, {
      datasourceId: '1161483357481541634', serviceName: 'blade-desk', tablePrefix: 'blade_', pkName: 'id', packageName: 'org.springblade.desk',
      baseMode: 2, wrapMode: 2, apiPath: '/tmp/api', webPath: '/tmp/web', ...entry,
    });
    expect(submitted).toMatchObject({ success: true });
    const [row] = (await get<Page<CodeRow>>(`/blade-develop/code/list?${query({ codeName: entry.codeName })}`, token)).data.records;
    const files = await generate(token, row!.id);
    expect([...files.keys()].sort()).toEqual(['fixtures/' + table + '.json', 'menu.json', `src/schema/generated/${table}.ts`].sort());
    const schema = files.get(`src/schema/generated/${table}.ts`)!;
    expect(schema).toContain(`scope: "${scope}"`);
    expect(typeErrors(`src/schema/gen-check-${table}/${table}.ts`, schema)).toEqual([]);
    const menus = JSON.parse(files.get('menu.json')!) as { code: string; category: number }[];
    expect(menus.map((menu) => menu.code)).toEqual([table, `${table}_add`, `${table}_edit`, `${table}_delete`, `${table}_view`]);
    expect(Array.isArray(JSON.parse(files.get(`fixtures/${table}.json`)!))).toBe(true);
  }, 60_000);

  it('refuses an entry whose table the mock does not have, and a school administrator', async () => {
    const token = (await login('000000', 'admin')).access_token;
    await post('/blade-develop/code/submit', token, {
      datasourceId: '1161483357481541634', codeName: '无此表', serviceName: 'blade-x', tableName: 'blade_nothing_here', tablePrefix: 'blade_', pkName: 'id',
      packageName: 'x', baseMode: 2, wrapMode: 2, apiPath: 'a', webPath: 'w',
    });
    const [row] = (await get<Page<CodeRow>>('/blade-develop/code/list?codeName=无此表', token)).data.records;
    expect(await post(`/blade-develop/code/gen-code?ids=${row!.id}`, token)).toMatchObject({ success: false, msg: '未找到数据表: blade_nothing_here' });
    const school = (await login('100001', 'admin')).access_token;
    expect(await post(`/blade-develop/code/gen-code?ids=${row!.id}`, school)).toMatchObject({ code: 403 });
  });
});

describe('code/copy', () => {
  it('adds <codeName>-copy with the same table', async () => {
    const token = (await login('000000', 'admin')).access_token;
    const [row] = (await get<Page<CodeRow>>('/blade-develop/code/list?tableName=blade_post', token)).data.records;
    expect(await post(`/blade-develop/code/copy?id=${row!.id}`, token)).toMatchObject({ success: true });
    const copies = (await get<Page<CodeRow>>(`/blade-develop/code/list?${query({ codeName: `${row!.codeName}-copy` })}`, token)).data.records;
    expect(copies.map((copy) => copy.tableName)).toEqual(['blade_post']);
  });
});

describe('report/rest', () => {
  it('lists the reports and removes one', async () => {
    const token = (await login('000000', 'admin')).access_token;
    const reports = (await get<Page<{ id: string; name: string }>>('/blade-report/report/rest/list', token)).data.records;
    expect(reports.map((report) => report.name)).toContain('notice.ureport.xml');
    expect(await post(`/blade-report/report/rest/remove?ids=${reports[0]!.id}`, token)).toMatchObject({ success: true });
    const after = (await get<Page<{ id: string }>>('/blade-report/report/rest/list', token)).data.records;
    expect(after.map((report) => report.id)).not.toContain(reports[0]!.id);
  });
});
