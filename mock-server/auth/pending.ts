/**
 * The pending mark of a guest registration: register-guest stores it in roleId, deptId and postId
 * until an administrator approves the applicant. One test of it serves the sign-in guard and the
 * user lists alike.
 */
import type { UserRow } from '../schema-rows';

export const PENDING = '-1';

// The text test first: few users hold the mark. Then the mark among the comma-separated role ids, spaces aside.
export const isPending = (user: UserRow) => user.roleId.includes(PENDING) && user.roleId.split(',').some((id) => id.trim() === PENDING);
