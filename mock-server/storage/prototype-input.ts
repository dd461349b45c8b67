/**
 * One field setting of model-prototype/submit-list read at the boundary: each key by its kind,
 * a wrong type or value a 400 naming the key. Keys BladeX's entity lacks (the client sends back
 * the table field's own keys and its editing marks) are ignored.
 */
import { NOT_READABLE } from '../crud/write';
import { BadRequest } from '../envelope';
import type { AuditFields } from '../../src/schema/wire/entity';
import type { Flag, ModelPrototypeRow } from './model-rows';

type Setting = Omit<ModelPrototypeRow, 'id' | keyof AuditFields> & { id?: string };

const TEXT = ['jdbcName', 'jdbcType', 'jdbcComment', 'propertyName', 'propertyType', 'propertyEntity', 'componentType', 'dictCode', 'queryType'] as const;
const FLAGS = ['isList', 'isForm', 'isRow', 'isRequired', 'isQuery'] as const;
const REQUIRED = new Set<string>(['jdbcName', 'propertyName']);
const MAX_TEXT = 255;

const CHOICES: Partial<Record<(typeof TEXT)[number], readonly string[]>> = {
  componentType: ['input', 'textarea', 'editor', 'select', 'tree', 'radio', 'checkbox', 'switch', 'date'],
  queryType: ['equal', 'notequal', 'gt', 'ge', 'lt', 'le', 'between', 'like', 'likeleft', 'likeright'],
  propertyEntity: ['java.lang.String', 'java.lang.Integer', 'java.lang.Long', 'java.lang.Double', 'java.math.BigDecimal', 'java.lang.Boolean', 'java.util.Date'],
};

const wrongType = (key: string) => new BadRequest(`请求参数类型错误: ${key}`);

/** A row id: BladeX sends Longs as text; digits only. */
function idOf(value: unknown, key: string): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,19}$/.test(text)) throw wrongType(key);
  return text;
}

function flagOf(value: unknown, key: string): Flag {
  if (value === undefined || value === null) return 0;
  if (value === 0 || value === 1) return value;
  if (value === '0' || value === '1') return Number(value) as Flag;
  throw wrongType(key);
}

function textOf(value: unknown, key: (typeof TEXT)[number]): string {
  if (value === undefined || value === null) {
    if (REQUIRED.has(key)) throw new BadRequest(`请输入${key}`);
    return '';
  }
  if (typeof value !== 'string') throw wrongType(key);
  if (value.length > MAX_TEXT) throw new BadRequest(`${key} 过长`);
  const choices = CHOICES[key];
  if (value !== '' && choices && !choices.includes(value)) throw new BadRequest(`${key} 取值不正确: ${value}`);
  if (REQUIRED.has(key) && !value.trim()) throw new BadRequest(`请输入${key}`);
  return value;
}

export function prototypeInput(item: unknown): Setting {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new BadRequest(NOT_READABLE);
  const record = item as Record<string, unknown>;
  const setting = { modelId: idOf(record.modelId, 'modelId') } as Setting;
  if (record.id !== undefined && record.id !== null && record.id !== '') setting.id = idOf(record.id, 'id');
  for (const key of TEXT) setting[key] = textOf(record[key], key);
  for (const key of FLAGS) setting[key] = flagOf(record[key], key);
  return setting;
}
