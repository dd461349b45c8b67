/**
 * A backend that hands out no more of a list than its first page: every call asking for a later
 * page (`current` above 1) is answered 400. Each refusal is noted, so a test can say none was
 * asked: what the console read came from first pages, however big the table.
 */
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';

/** Refuses later pages from now until the mock's handlers are reset; the calls refused. */
export function refuseLaterPages(): string[] {
  const refused: string[] = [];
  mockServer.use(http.get('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    if (Number(url.searchParams.get('current') ?? 1) <= 1) return undefined;
    refused.push(`${url.pathname}${url.search}`);
    return HttpResponse.json({ code: 400, success: false, data: null, msg: '只提供第一页' }, { status: 400 });
  }));
  return refused;
}
