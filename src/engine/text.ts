import { t } from '../i18n';
import { localize } from '../i18n/resource';
import type { ResourceSchema } from '../schema/types';
import type { DialogMode } from './controller';

/** "新增 · 参数管理": the heading of a record dialog (also what checks look for). */
export function dialogTitle(schema: ResourceSchema, mode: DialogMode): string {
  return t('crud.dialog.title', { verb: t(`crud.dialog.${mode}`), title: localize(schema.title) });
}
