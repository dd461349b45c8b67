import type { FieldDef } from '../types';
import { menuTree } from './trees';

/**
 * The menu a data or API scope belongs to. The scope screens list scopes under the menu chosen
 * in their tree, and a new scope takes that menu; the form still shows it, so a scope can move.
 */
export const scopeMenuField = {
  name: 'menuId',
  label: { zh: '所属菜单', en: 'Menu' },
  kind: 'treeSelect',
  options: menuTree,
  column: false,
  filter: 'exact',
  required: { zh: '请选择所属菜单', en: 'Choose the menu' },
} as const satisfies FieldDef;
