import { describe, expect, it } from 'vitest';
import { currentContext } from '../../src/platform/context';
import { addArgs, argText, editedRecord, fieldArg, newRecord, recordValue } from '../../commands/crud/field-args';
import { defineResource, type FieldDef } from '../../src/schema/types';

const field = (kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({ name: 'f', label: { zh: '字段', en: 'Field' }, kind, ...extra });
const base = { label: { zh: '字段', en: 'Field' } };

describe('a form field as an argument', () => {
  it('takes the argument kind of its field kind', () => {
    expect(fieldArg(field('password'), base)).toMatchObject({ kind: 'text', secret: true });
    expect(fieldArg(field('textarea'), base)).toMatchObject({ kind: 'text', multiline: true });
    expect(fieldArg(field('number'), base)).toMatchObject({ kind: 'number' });
    expect(fieldArg(field('date'), base)).toEqual(expect.objectContaining({ kind: 'date' }));
    expect(fieldArg(field('date'), base)).not.toHaveProperty('time');
    expect(fieldArg(field('datetime'), base)).toMatchObject({ kind: 'date', time: true });
    expect(fieldArg(field('multiSelect', { options: { static: [] } }), base)).toMatchObject({ kind: 'choice', multiple: true });
    expect(fieldArg(field('treeSelect', { options: { static: [] } }), base)).toMatchObject({ kind: 'choice', multiple: false });
    expect(fieldArg(field('treeSelect', { options: { static: [] }, multiple: true }), base)).toMatchObject({ kind: 'choice', multiple: true });
  });

  it('offers a select\'s options with their labels, and yes/no for a switch', async () => {
    const select = fieldArg(field('select', { options: { static: [{ value: 'r', label: { zh: '红', en: 'Red' } }] } }), base);
    const toggle = fieldArg(field('switch'), base);
    if (select.kind !== 'choice' || toggle.kind !== 'choice') throw new Error('not choices');
    await expect(Promise.resolve(select.options(currentContext()))).resolves.toEqual([{ value: 'r', label: '红', depth: 0 }]);
    await expect(Promise.resolve(toggle.options(currentContext()))).resolves.toEqual([{ value: '1', label: '是' }, { value: '0', label: '否' }]);
  });

  it('converts typed text to the values the form gives, and back', () => {
    expect(recordValue(field('number'), '12')).toBe(12);
    expect(recordValue(field('number'), '')).toBeUndefined();
    expect(recordValue(field('date'), '2024-10-08')).toBe('2024-10-08 00:00:00');
    expect(argText(field('date'), '2024-10-08 00:00:00')).toBe('2024-10-08');
    expect(recordValue(field('dateRange'), '2024-10-01,2024-10-08')).toBe('2024-10-01 00:00:00,2024-10-08 23:59:59');
    expect(argText(field('dateRange'), '2024-10-01 00:00:00,2024-10-08 23:59:59')).toBe('2024-10-01,2024-10-08');
    // A switch writes back the type the record holds.
    expect(recordValue(field('switch'), '1', 0)).toBe(1);
    expect(recordValue(field('switch'), '0', true)).toBe(false);
    expect(argText(field('switch'), true)).toBe('1');
    expect(argText(field('multiSelect'), ['a', 'b'])).toBe('a,b');
  });

  it('checks a date range typed as one value, end by end', () => {
    const range = fieldArg(field('dateRange'), base);
    expect(range.kind === 'text' && range.validate?.('2024-10-01', currentContext())).toEqual(expect.objectContaining({ zh: '字段的格式为 yyyy-MM-dd,yyyy-MM-dd' }));
    expect(range.kind === 'text' && range.validate?.('2024-10-01,2024-13-01', currentContext())).toEqual(expect.objectContaining({ zh: '字段的格式为 yyyy-MM-dd' }));
    expect(range.kind === 'text' && range.validate?.('2024-10-01,2024-10-08', currentContext())).toBeUndefined();
  });
});

describe('records from arguments', () => {
  const schema = defineResource({
    name: 'thing',
    title: { zh: '物品', en: 'Things' },
    menuPath: '/t',
    menuCode: 't',
    api: { prefix: '/t', list: 'list', detail: true, submit: true, remove: true },
    scope: 'tenant',
    buttons: { add: true, edit: true, delete: true, view: true },
    fields: [
      { name: 'name', label: { zh: '名称', en: 'Name' }, kind: 'input', required: { zh: '请输入名称', en: 'Enter the name' } },
      { name: 'size', label: { zh: '大小', en: 'Size' }, kind: 'number', defaultValue: 3 },
      { name: 'code', label: { zh: '编号', en: 'Code' }, kind: 'input', editable: false },
      { name: 'tenantId', label: { zh: '租户', en: 'Tenant' }, kind: 'input', form: false },
    ],
  });

  it('asks for the add form\'s fields: required ones required, each from its default, rules with their messages', () => {
    const args = addArgs(schema);
    expect(Object.keys(args)).toEqual(['name', 'size', 'code']);
    expect(args.name).toMatchObject({ optional: false });
    expect(args.size).toMatchObject({ optional: true });
    expect(args.size!.kind !== 'confirm' && args.size!.initial?.(currentContext(), {})).toBe('3');
    expect(args.name!.kind !== 'confirm' && args.name!.validate?.('', currentContext())).toEqual({ zh: '请输入名称', en: 'Enter the name' });
  });

  it('makes a new record of the defaults and the answers, and an edited one of the current row and the answers', () => {
    expect(newRecord(schema, { name: 'a', code: undefined })).toEqual({ name: 'a', size: 3 });
    const row = { id: '7', name: 'a', size: 3, code: 'c', tenantId: '1' };
    expect(editedRecord(schema, row, { name: 'b', size: '', code: 'changed' })).toEqual({ id: '7', name: 'b', size: undefined, code: 'c', tenantId: '1' });
  });
});
