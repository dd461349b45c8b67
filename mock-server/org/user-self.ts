/**
 * The caller's own account, under both user prefixes: `info` (their UserVO), `update-info`
 * (JSON: avatar, name, realName, phone, email, checked with the user form's rules) and
 * `update-password?oldPassword=&newPassword=&newPassword1=` (each the md5 of what was typed, as
 * BladeX consoles send it; a wrong old password or a confirmation that differs is refused).
 * Any logged-in user may call them; nobody else's account is reachable through them.
 */
import { closeUserSessions } from '../auth/sessions';
import { http, type HttpHandler } from 'msw';
import { user as schema } from '../../src/schema/org/user';
import { withAuth, type AuthContext } from '../auth/authenticate';
import { passwordMatches, storedPassword } from '../auth/passwords';
import { db, formatDateTime } from '../db';
import { BadRequest, ok, readJson, requireParam, status } from '../envelope';
import { fieldProblem } from '../../src/schema/validate';
import { userVO } from './user-view';
import { USER_PREFIXES } from './users';

/** What the profile form may change. */
const PROFILE_FIELDS = ['avatar', 'name', 'realName', 'phone', 'email'] as const;

/** The schema's rules of the profile fields that have any (name, phone). */
function profileProblem(values: Record<string, unknown>): string | undefined {
  for (const field of schema.fields) {
    if (!(PROFILE_FIELDS as readonly string[]).includes(field.name) || !(field.name in values)) continue;
    const problem = fieldProblem(field, values);
    if (problem) return problem.zh;
  }
  return undefined;
}

export function userSelfAt(prefix: string): HttpHandler[] {
  const path = (call: string) => `*/api${prefix}/${call}`;
  return [
    http.get(path('info'), withAuth(({ auth }) => ok(userVO(auth.user)))),
    http.post(path('update-info'), withAuth(async ({ request, auth }) => {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('消息不能读取');
      const changes: Record<string, string> = {};
      for (const name of PROFILE_FIELDS) {
        const value = (body as Record<string, unknown>)[name];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'string') throw new BadRequest(`请求参数类型错误: ${name}`);
        changes[name] = value.trim();
      }
      const problem = profileProblem(changes);
      if (problem) throw new BadRequest(problem);
      db.update('user', currentUser(auth), { ...changes, updateUser: auth.user.id, updateTime: formatDateTime(db.now()) });
      return status(true);
    })),
    http.post(path('update-password'), withAuth(async ({ request, auth }) => {
      const url = new URL(request.url);
      const oldPassword = requireParam(url, 'oldPassword');
      const newPassword = requireParam(url, 'newPassword');
      if (newPassword !== requireParam(url, 'newPassword1')) throw new BadRequest('请输入正确的确认密码!');
      if (!(await passwordMatches(auth.user, oldPassword))) throw new BadRequest('原密码不正确!');
      const password = await storedPassword(newPassword);
      db.update('user', currentUser(auth), { password });
      // The user's other sessions end; this one has just proved the old password.
      closeUserSessions(auth.tenantId, auth.user.id, auth.accessToken);
      return status(true);
    })),
  ];
}

/** The caller's row as the table holds it now. */
const currentUser = (auth: AuthContext) => db.find('user', auth.user.id)!;

export const userSelfHandlers: HttpHandler[] = USER_PREFIXES.flatMap(userSelfAt);
