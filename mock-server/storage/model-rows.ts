/** Row shapes of BladeX's data model tables (blade_model, blade_model_prototype). */
import type { model } from '../../src/schema/storage/model';
import type { AuditFields } from '../../src/schema/wire/entity';
import type { RowOf } from '../crud/rows';

/** blade_model: a table of a data source and the entity the code generator makes of it. */
export type ModelRow = RowOf<typeof model>;

/** A switch of a field's setting: 1 on, 0 off. */
export type Flag = 0 | 1;

/** blade_model_prototype: how one column of a model's table is generated. */
export interface ModelPrototypeRow extends AuditFields {
  id: string;
  modelId: string;
  jdbcName: string;
  jdbcType: string;
  jdbcComment: string;
  propertyName: string;
  /** The Java type's simple name (String, Long, Date…). */
  propertyType: string;
  /** The Java type's full name (java.lang.String…). */
  propertyEntity: string;
  isList: Flag;
  isForm: Flag;
  isRow: Flag;
  isRequired: Flag;
  /** input, textarea, editor, select, tree, radio, checkbox, switch or date. */
  componentType: string;
  dictCode: string;
  isQuery: Flag;
  /** equal, notequal, gt, ge, lt, le, between, like, likeleft or likeright. */
  queryType: string;
}
