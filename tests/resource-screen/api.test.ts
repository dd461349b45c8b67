import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import * as api from '../../src/api/resource';
import { defineResource } from '../../src/schema/types';

const pkg = defineResource({
  name: 'pkg',
  title: { zh: '包', en: 'Packages' },
  menuPath: '/test/pkg',
  menuCode: 'pkg',
  api: { prefix: '/test/pkg', list: 'page', detail: true, submit: true, remove: true },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  fields: [
    { name: 'name', label: { zh: '名称', en: 'Name' }, kind: 'input' },
    { name: 'menuId', label: { zh: '菜单', en: 'Menus' }, kind: 'multiSelect' },
  ],
});

/** Answers one call with `data` and records what it received. */
function answer(method: 'get' | 'post', path: string, data: unknown) {
  const seen: { url: URL; body: unknown }[] = [];
  mockServer.use(http[method](`*/api${path}`, async ({ request }) => {
    seen.push({ url: new URL(request.url), body: method === 'post' && request.headers.get('content-type')?.includes('json') ? await request.json() : null });
    return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data });
  }));
  return seen;
}

describe('the resource data contract', () => {
  it('flattens filters: text trimmed, lists comma-joined, date ranges as _dategt / _datelt, empties left out', () => {
    expect(api.flattenFilters({
      name: ' a ',
      blank: '  ',
      menuId: ['1', '2'],
      none: [],
      createTime: { from: '2024-01-01 00:00:00', to: '2024-01-31 23:59:59' },
      releaseTime: { from: '2024-02-01 00:00:00' },
      unset: undefined,
    })).toEqual({
      name: 'a',
      menuId: '1,2',
      createTime_dategt: '2024-01-01 00:00:00',
      createTime_datelt: '2024-01-31 23:59:59',
      releaseTime_dategt: '2024-02-01 00:00:00',
    });
  });

  it('lists a page: GET <prefix>/page with current, size and the filters; reads records and total', async () => {
    const seen = answer('get', '/test/pkg/page', { records: [{ id: 7, name: 'x' }], total: '31', current: 2, size: 10 });
    const page = await api.list(pkg, { current: 2, size: 10, filters: { name: 'x' } });
    expect(page).toEqual({ records: [{ id: '7', name: 'x' }], total: 31 });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({ current: '2', size: '10', name: 'x' });
  });

  it('loads a lazy tree level by level from lazy-list, the top level under parentId 0', async () => {
    const lazy = defineResource({ ...pkg, api: { ...pkg.api, list: 'list', lazy: true } });
    const seen = answer('get', '/test/pkg/lazy-list', [{ id: '1', hasChildren: true }]);
    await api.tree(lazy, {});
    await api.children(lazy, '1');
    expect(seen.map((s) => s.url.searchParams.get('parentId'))).toEqual(['0', '1']);
  });

  it('reads a lazy tree whole from list where lazy-list answers 404: the tree nested, a level out of it', async () => {
    const lazy = defineResource({ ...pkg, api: { ...pkg.api, list: 'list', lazy: true } });
    mockServer.use(http.get('*/api/test/pkg/lazy-list', () => HttpResponse.json({ code: 404, success: false, data: null, msg: 'Not Found' }, { status: 404 })));
    const whole = [{ id: 1, name: 'a', hasChildren: true, children: [{ id: 2, name: 'b', hasChildren: true, children: [{ id: 3, name: 'c' }] }] }, { id: 4, name: 'd' }];
    const seen = answer('get', '/test/pkg/list', whole);
    expect(await api.tree(lazy, { name: 'x' })).toEqual([
      { id: '1', name: 'a', hasChildren: true, children: [{ id: '2', name: 'b', hasChildren: true, children: [{ id: '3', name: 'c' }] }] },
      { id: '4', name: 'd' },
    ]);
    expect(await api.children(lazy, '2')).toEqual([{ id: '3', name: 'c', hasChildren: false }]);
    expect(await api.children(lazy, '9')).toEqual([]);
    expect(seen.map((s) => s.url.search)).toEqual(['?name=x', '', '']);
  });

  it('submits JSON with multi-select values comma-joined, and removes by ids in the query', async () => {
    const submits = answer('post', '/test/pkg/submit', null);
    const removes = answer('post', '/test/pkg/remove', null);
    await api.submit(pkg, { name: 'n', menuId: ['3', '4'] });
    await api.remove(pkg, ['1', '2']);
    expect(submits[0].body).toEqual({ name: 'n', menuId: '3,4' });
    expect(removes[0].url.searchParams.get('ids')).toBe('1,2');
  });

  it('uploads a file as multipart and answers its link', async () => {
    let field: unknown;
    mockServer.use(http.post('*/api/blade-resource/oss/endpoint/put-file', async ({ request }) => {
      field = (await request.formData()).get('file');
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { link: 'http://oss/x.png', name: 'x.png' } });
    }));
    expect(await api.uploadFile(new File(['png'], 'x.png', { type: 'image/png' }))).toBe('http://oss/x.png');
    expect((field as File).name).toBe('x.png');
  });
});
