/** Row shapes of the user screen's own tables (beyond mock-server/records.ts's UserRow). */

/**
 * A user's settings for one platform (BladeX keeps one table per platform: blade_user_web,
 * blade_user_app, blade_user_other), read by `platform-detail` and written by `update-platform`.
 */
export interface UserPlatformRow {
  id: string;
  userId: string;
  /** dict `user_type`: 1 WEB, 2 APP, 3 OTHER. */
  userType: number;
  /** Free text (JSON by convention) the platform reads. */
  userExt: string;
}
