/**
 * What the tenancy commands share: where they apply (a screen, its selection), how an action
 * ends (a message, the list reloaded), and what their checks use to prove an effect where it
 * lands: a tenant of their own, and a login of its administrator beside the console's session.
 */
import { md5 } from 'hash-wasm';
import { authApi } from '../../src/api/auth';
import type { ResourceRow } from '../../src/api/resource';
import { config } from '../../src/base/config';
import { ApiError } from '../../src/core/http';
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { tenant } from '../../src/schema/tenancy/tenant';
import type { ResourceSchema } from '../../src/schema/types';
import { viewOf } from '../../src/engine/controller';
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { addTemporary, ready } from '../crud/checks';
import { onScreen, selectedIds } from '../crud/shared';

/** On the screen of `schema` with rows of it selected: exactly one, or at least one. */
export function withSelection(schema: ResourceSchema, ctx: CommandContext, rows: 'one' | 'some'): boolean {
  const count = selectedIds(schema, ctx).length;
  return onScreen(schema, ctx) && (rows === 'one' ? count === 1 : count > 0);
}

/** Says it worked and shows the list as the server now holds it. */
export async function done(schema: ResourceSchema): Promise<void> {
  notify('success', t('message.operationSuccess'));
  await viewOf(schema.name)?.refresh();
}

/** A tenant of the check's own, created on the tenant screen (removed when the check ends). */
export async function temporaryTenant(h: CheckHarness): Promise<ResourceRow> {
  await ready(tenant);
  const [row] = await addTemporary(h, tenant);
  h.expect(/^\d{6}$/.test(String(row.tenantId)), `the new tenant's id ${String(row.tenantId)} is not six digits`);
  return row;
}

/** The password a new tenant's admin logs in with (BladeX's tenant.default.password). */
export const DEFAULT_TENANT_PASSWORD = 'admin';

type Login = { token: string } | { refusal: string };

/** Logs a tenant's admin in beside the console's session: its token, or the server's refusal. */
export async function adminLogin(tenantId: string): Promise<Login> {
  try {
    const answer = await authApi.loginByUsername(tenantId, 'admin', await md5(DEFAULT_TENANT_PASSWORD));
    return answer.access_token ? { token: answer.access_token } : { refusal: answer.error_description ?? '' };
  } catch (error) {
    if (error instanceof ApiError) return { refusal: error.message };
    throw error;
  }
}

interface MenuNode { id: string; children?: MenuNode[] }

/** The menus (routes) a token's user sees: every id, and the leaves (screens, not their groups). */
export async function routesOf(token: string): Promise<{ ids: string[]; leaves: string[] }> {
  const answer = await fetch(`${config.apiBase}/blade-system/menu/routes`, {
    headers: { [config.tokenHeader]: `bearer ${token}`, Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}` },
  });
  const nodes: MenuNode[] = [];
  const walk = (level: readonly MenuNode[]) => level.forEach((node) => (nodes.push(node), walk(node.children ?? [])));
  walk(((await answer.json()) as { data?: MenuNode[] }).data ?? []);
  return { ids: nodes.map((node) => String(node.id)), leaves: nodes.filter((node) => !node.children?.length).map((node) => String(node.id)) };
}
