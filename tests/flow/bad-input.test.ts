/**
 * Junk to every workflow endpoint: bad queries, bodies that are not the object a call reads,
 * wrong multipart parts. Each is answered with an envelope, never a 5xx; the common endpoint
 * suite (tests/mock-server/bad-input.test.ts) covers tokens and methods.
 */
import { HttpHandler } from 'msw';
import { expect, it } from 'vitest';
import { flowHandlers } from '../../mock-server/flow';
import { tokenOf } from '../mock-server/crud/helpers';

const BAD_QUERY = '?current=abc&size=-1&ids=,,&processId=&state=x&taskId=&processInstanceId=%00&modelId=zz&category=flow_9&tenantIds=,,&deploymentIds=&businessId=&processDefinitionId=&mode=zz';
const BAD_BODIES = [
  'not json', '', '[]', 'null', '"text"', '{"id":{"a":1}}',
  '{"taskId":5,"comment":{"x":1},"variables":[1]}',
  '{"processDefinitionId":"Leave:1:1123598817738675401","taskUser":{"a":1},"startTime":5,"endTime":null,"reason":[]}',
  '{"modelEditorXml":"<x"}', '{"variables":{"a":{"b":1}},"taskId":"1"}',
];

function junkForm(): FormData {
  const form = new FormData();
  form.append('files', new File(['<x'], 'a.bpmn20.xml'));
  form.append('file', 'not a file');
  form.append('category', 'flow_1');
  return form;
}

it('answers junk to every workflow endpoint with an envelope, never a 5xx', async () => {
  const token = await tokenOf('000000', 'admin');
  const failures: string[] = [];
  const send = async (method: string, url: string, body?: BodyInit, json = true) => {
    const headers: Record<string, string> = { 'Blade-Auth': `bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) };
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    if (response.status >= 500 || !text.includes('"code"')) failures.push(`${method} ${url} ${String(body)}: ${response.status} ${text.slice(0, 80)}`);
  };
  for (const handler of flowHandlers.filter((h): h is HttpHandler => h instanceof HttpHandler)) {
    const path = String(handler.info.path).slice(1);
    const method = String(handler.info.method);
    if (/(resource|diagram)-view$/.test(path)) continue; // answers the drawing itself, not an envelope
    for (const query of ['', BAD_QUERY]) {
      if (method === 'GET') await send(method, `${path}${query}`);
      else {
        for (const body of BAD_BODIES) await send(method, `${path}${query}`, body);
        await send(method, `${path}${query}`, junkForm(), false);
      }
    }
  }
  expect(failures).toEqual([]);
});
