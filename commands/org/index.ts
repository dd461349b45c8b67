/**
 * Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the
 * hand-written commands of this area.
 */
import { addChildMenu } from './menu-add-child';
import { reloadMenusCommand } from './menu-reload';
import { grantRoleCommand } from './role-grant';
import { grantTopMenuCommand } from './top-menu-grant';
import { changePassword } from './info-password';
import { updateInfo } from './info-update';
import { grantUserRoles } from './user-grant';
import { importUsers } from './user-import';
import { downloadUserTemplate, importUserFile } from './user-import-file';
import { userPlatform } from './user-platform';
import { approveRegistration, refuseRegistration } from './registrations';
import { resetUserPassword } from './user-reset-password';
import { unlockUsers } from './user-unlock';

export const orgCommands = [
  grantRoleCommand, grantTopMenuCommand, addChildMenu, reloadMenusCommand,
  grantUserRoles, resetUserPassword, unlockUsers, userPlatform, 
  approveRegistration, refuseRegistration,
  updateInfo, changePassword, importUsers, importUserFile, downloadUserTemplate,
];
