/**
 * The process drawings the BladeX client loads as an <img> or <iframe>: they come as SVG, mark
 * where an instance waits, are refused without a token and never show one school another
 * school's instance. (The session cookie in place of the header: tests/mock-server/standalone.)
 */
import { expect, it } from 'vitest';
import { tokenOf } from '../mock-server/crud/helpers';
import { LEAVE_DEFINITION, list, sessions, startLeave } from './helpers';

const view = (path: string, headers: Record<string, string> = {}) => fetch(`/api/blade-flow/process/${path}`, { headers });

it('draws a definition and an instance, the waiting task in red, for the caller only', async () => {
  const tokens = await sessions();
  const image = await view(`resource-view?processDefinitionId=${LEAVE_DEFINITION}&resourceType=image`, { 'Blade-Auth': `bearer ${tokens.admin}` });
  expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  const drawing = await image.text();
  expect(drawing).toContain('>审批人审批</text>');
  expect(drawing).not.toContain('#d1242f" stroke-width="3"');

  expect((await startLeave(tokens.admin, 'manager', '2026-10-01 09:00:00', '2026-10-02 09:00:00')).body.success).toBe(true);
  const [sent] = await list(tokens.admin, 'send');
  const path = `diagram-view?processInstanceId=${sent!.processInstanceId}`;
  const drawn = await view(path, { 'Blade-Auth': `bearer ${tokens.admin}` });
  // The approver's task is where the instance waits: drawn in red.
  expect(await drawn.text()).toMatch(/<rect [^>]*stroke="#d1242f"[^>]*\/><text [^>]*>审批人审批<\/text>/);

  expect((await view(path)).status).toBe(401);
  const otherSchool = await tokenOf('100001', 'admin');
  const refused = await view(path, { 'Blade-Auth': `bearer ${otherSchool}` });
  expect(await refused.json()).toMatchObject({ success: false });
});
