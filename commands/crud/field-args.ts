/**
 * A resource's form fields as command arguments, so the palette asks for a record field by
 * field, with the form's rules and messages: the argument kind of each field kind, and the
 * conversions between the strings arguments carry and the values a record holds (the same the
 * form's inputs make).
 *
 * | field kind                          | argument                                   | record value            |
 * |-------------------------------------|--------------------------------------------|-------------------------|
 * | input, icon, upload                 | text                                       | the text                |
 * | password                            | text, secret                               | the text                |
 * | textarea, richText                  | text, multiline                            | the text                |
 * | number                              | number                                     | a number                |
 * | date / datetime                     | date / date with time                      | 'yyyy-MM-dd HH:mm:ss'   |
 * | dateRange                           | text 'yyyy-MM-dd,yyyy-MM-dd'               | 'from 00:00:00,to 23:59:59' |
 * | select, radio                       | choice (static, dictionary or remote list) | the key                 |
 * | switch                              | choice 是 / 否 ('1' / '0')                 | 1 / 0, or the record's booleans |
 * | multiSelect                         | choice, several                            | keys comma-joined       |
 * | treeSelect                          | choice (several with `multiple`) opened a level at a time, searched on the server | keys comma-joined |
 */
import type { ResourceRow } from '../../src/api/resource';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import type { FieldDef, FieldKind, ResourceSchema, TreeSource } from '../../src/schema/types';
import { fieldProblem } from '../../src/schema/validate';
import { isOn, numberOf, splitRange, switchValue } from '../../src/engine/values';
import { argProblem } from '../../src/platform/args';
import type { ArgSpec, ChoiceOption, CommandContext, CommandSubject } from '../../src/platform/types';
import type { Localized } from '../../src/base/config';
import { packagesLeastFirst, rolesLeastFirst } from '../org/privilege';

/** What every argument of a field shares; the kind is added by the field's kind. */
type ArgBase = Pick<Extract<ArgSpec, { kind: 'text' }>, 'label' | 'optional' | 'initial' | 'validate'>;

const loadedPerRun = new WeakMap<CommandContext, WeakMap<object, Promise<unknown>>>();

/**
 * Loads once per run of a command: its prompts, the header and the starting values all read the
 * same context, so the record being edited and each field's options are fetched once for them.
 */
export function oncePerRun<T>(ctx: CommandContext, key: object, load: () => Promise<T>): Promise<T> {
  let loads = loadedPerRun.get(ctx);
  if (!loads) loadedPerRun.set(ctx, (loads = new WeakMap()));
  let loading = loads.get(key) as Promise<T> | undefined;
  if (!loading) loads.set(key, (loading = load()));
  return loading;
}

/** A switch without options of its own is a yes/no choice, as the search bar shows it. */
function yesNo(): ChoiceOption[] {
  return [{ value: '1', label: t('crud.field.yes') }, { value: '0', label: t('crud.field.no') }];
}

/**
 * The choices of a select-like field, loaded once per run (of a tree, its top level); roles and
 * packages a field grants come least-privileged first.
 */
export function fieldOptions(field: FieldDef, ctx: CommandContext): Promise<ChoiceOption[]> {
  return oncePerRun(ctx, field, async () => {
    if (field.grants === 'roles') return rolesLeastFirst();
    if (field.grants === 'package') return packagesLeastFirst();
    if (!field.options) return field.kind === 'switch' ? yesNo() : [];
    if ('levels' in field.options) return treeChoice(field.options).options(ctx);
    // Loaded on demand: the options module brings swr, which the commands' first load does not need.
    const { loadOptions } = await import('../../src/engine/options');
    return (await loadOptions(field.options)).map(({ value, label, depth }) => ({ value, label, depth }));
  });
}

type ChoiceSpec = Extract<ArgSpec, { kind: 'choice' }>;

/** BladeX's parent of a top-level node (tree-options.ts TREE_ROOT, not imported: that module loads on demand). */
const TREE_ROOT = '0';

/**
 * A choice in a tree opened a level at a time: its top level, the level under an option opened,
 * the server's search as the user types and the names of starting values; of `tenantOf`'s tree
 * when it names one (the platform administrator choosing for a school). The engine's module is
 * loaded on demand, as fieldOptions's.
 */
export function treeChoice(
  source: TreeSource, tenantOf: (ctx: CommandContext) => string | undefined = () => undefined,
): Pick<ChoiceSpec, 'options' | 'search' | 'name' | 'children'> {
  const engine = () => import('../../src/engine/tree-options');
  const level = async (parentId: string, ctx: CommandContext) =>
    (await (await engine()).treeLevel(source, parentId, tenantOf(ctx))).map(({ value, label, hasChildren }) => ({ value, label, hasChildren }));
  return {
    options: (ctx) => level(TREE_ROOT, ctx),
    children: level,
    search: async (query, ctx) => (await engine()).searchTree(source, query, tenantOf(ctx)),
    name: async (values) => (await engine()).treeLabels(source, values),
  };
}

/**
 * How a choice of the field's values finds them: its options, and for a records source (more
 * records than a list holds) or a tree (opened a level at a time) the server's search as the
 * user types and the names of values no listed page holds (a starting value).
 */
export function choiceOf(field: FieldDef): Pick<ChoiceSpec, 'options' | 'search' | 'name' | 'children'> {
  const options = (ctx: CommandContext) => fieldOptions(field, ctx);
  const source = field.options;
  // Roles a field grants are listed whole, least-privileged first (fieldOptions).
  if (source && 'levels' in source && field.grants !== 'roles') return { ...treeChoice(source), options };
  if (!source || !('records' in source)) return { options };
  return {
    options,
    search: async (query) => (await import('../../src/engine/options')).searchOptions(source, query),
    name: async (values) => (await import('../../src/engine/record-options')).recordLabels(source, values),
  };
}

const DAY_END = '23:59:59';
const DAY_START = '00:00:00';

/** A 'from,to' range of days typed as one value: both ends must be dates. */
function rangeProblem(label: Localized, text: string, ctx: CommandContext): Localized | undefined {
  const ends = text.split(',');
  if (ends.length !== 2) return { zh: `${label.zh}的格式为 yyyy-MM-dd,yyyy-MM-dd`, en: `${label.en} takes the form yyyy-MM-dd,yyyy-MM-dd` };
  return ends.map((end) => argProblem({ kind: 'date', label }, end.trim(), ctx)).find(Boolean);
}

/** One argument kind per field kind; the Record makes the compiler check that none is missing. */
const kinds: Record<FieldKind, (base: ArgBase, field: FieldDef) => ArgSpec> = {
  input: (base) => ({ ...base, kind: 'text' }),
  icon: (base) => ({ ...base, kind: 'text' }),
  upload: (base) => ({ ...base, kind: 'text' }),
  password: (base) => ({ ...base, kind: 'text', secret: true }),
  textarea: (base) => ({ ...base, kind: 'text', multiline: true }),
  richText: (base) => ({ ...base, kind: 'text', multiline: true }),
  number: (base) => ({ ...base, kind: 'number' }),
  date: (base) => ({ ...base, kind: 'date' }),
  datetime: (base) => ({ ...base, kind: 'date', time: true }),
  dateRange: (base) => ({
    ...base,
    kind: 'text',
    placeholder: { zh: 'yyyy-MM-dd,yyyy-MM-dd', en: 'yyyy-MM-dd,yyyy-MM-dd' },
    validate: (text, ctx) => rangeProblem(base.label, text, ctx) ?? base.validate?.(text, ctx),
  }),
  select: (base, field) => ({ ...base, kind: 'choice', ...choiceOf(field) }),
  radio: (base, field) => ({ ...base, kind: 'choice', options: (ctx) => fieldOptions(field, ctx) }),
  switch: (base, field) => ({ ...base, kind: 'choice', options: (ctx) => fieldOptions(field, ctx) }),
  multiSelect: (base, field) => ({ ...base, kind: 'choice', multiple: true, options: (ctx) => fieldOptions(field, ctx) }),
  treeSelect: (base, field) => ({ ...base, kind: 'choice', multiple: Boolean(field.multiple), ...choiceOf(field) }),
};

/** The argument asking for `field`, of the kind its field kind gives; a choice that grants says so. */
export function fieldArg(field: FieldDef, base: ArgBase): ArgSpec {
  const spec = kinds[field.kind](base, field);
  return spec.kind === 'choice' && field.grants ? { ...spec, grants: true } : spec;
}

/** A record's value as the argument's text; undefined for an empty value. */
export function argText(field: FieldDef, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.kind) {
    case 'switch': return isOn(value) ? '1' : '0';
    case 'date': return String(value).slice(0, 10);
    case 'datetime': return String(value).slice(0, 19);
    case 'dateRange': {
      const { from, to } = splitRange(value);
      return from && to ? `${from.slice(0, 10)},${to.slice(0, 10)}` : undefined;
    }
    // BladeX's parent of a top-level node: no parent, which has no name to show.
    case 'treeSelect': return String(value) === TREE_ROOT ? undefined : argText({ ...field, kind: 'select' }, value);
    default: return Array.isArray(value) ? value.join(',') : String(value);
  }
}


/** A tree field over the schema's own rows: a node's parent (上级机构, 上级菜单). */
const isParentField = (schema: ResourceSchema, field: FieldDef) =>
  field.kind === 'treeSelect' && !field.multiple && typeof field.options === 'object' && 'levels' in field.options
  && field.options.levels.startsWith(`${schema.api.prefix}/`);

/**
 * Where a new node's parent starts: the selected row of the screen, else the tree's only root
 * (the school, in 机构管理), so Enter files it under what the user is looking at, never silently
 * at the top level.
 */
async function parentStart(schema: ResourceSchema, field: FieldDef, ctx: CommandContext): Promise<string | undefined> {
  if (ctx.selection.resource === schema.name && ctx.selection.ids.length === 1) return ctx.selection.ids[0];
  const roots = (await fieldOptions(field, ctx)).filter((option) => !option.depth);
  return roots.length === 1 ? roots[0]!.value : undefined;
}

/**
 * An argument's text as the record value the form's input would give: a number, a switch in
 * the type `current` has (1/0 unless the record uses booleans), dates with their time of day.
 */
export function recordValue(field: FieldDef, text: string, current?: unknown): unknown {
  if (!text.trim()) return field.kind === 'number' || field.kind === 'switch' ? undefined : '';
  switch (field.kind) {
    case 'number': return numberOf(text.trim());
    case 'switch': return switchValue(isOn(text), field, current);
    case 'date': return `${text.trim()} ${DAY_START}`;
    case 'dateRange': {
      const [from, to] = text.split(',').map((end) => end.trim());
      return `${from} ${DAY_START},${to} ${DAY_END}`;
    }
    default: return text;
  }
}

/**
 * The form's rule of one field with its message (the schema's, to the letter). Rules that compare
 * a field with others see this field alone; saving checks the whole record again.
 */
function formRule(field: FieldDef): ArgBase['validate'] {
  return (text) => fieldProblem(field, { [field.name]: recordValue(field, text) });
}

export const formFields = (schema: ResourceSchema) => schema.fields.filter((field) => field.form !== false);
/** The fields an edit may change: a field that is fixed once created is left out. */
export const editableFields = (schema: ResourceSchema) => formFields(schema).filter((field) => field.editable !== false);

/** A record's form fields as the arguments' texts: what a user types to give those values. */
export function typedValues(schema: ResourceSchema, record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(formFields(schema).flatMap((field) => {
    const text = argText(field, record[field.name]);
    return text === undefined ? [] : [[field.name, text]];
  }));
}

/** The add form's fields as arguments: required ones required, others optional, each from its default. */
export function addArgs(schema: ResourceSchema): Record<string, ArgSpec> {
  return Object.fromEntries(formFields(schema).map((field) => {
    const initial = argText(field, field.defaultValue);
    const parent = initial === undefined && isParentField(schema, field);
    return [field.name, fieldArg(field, {
      label: field.label,
      optional: !field.required,
      initial: parent ? (ctx) => parentStart(schema, field, ctx) : initial === undefined ? undefined : () => initial,
      validate: formRule(field),
    })];
  }));
}

/**
 * The edit form's fields as arguments, all optional (a field not given keeps its value), each
 * starting from the record's current value; secrets start empty, as the form shows them.
 */
export function editArgs(schema: ResourceSchema, current: (ctx: CommandContext) => Promise<ResourceRow | undefined>): Record<string, ArgSpec> {
  return Object.fromEntries(editableFields(schema).map((field) => [field.name, fieldArg(field, {
    label: field.label,
    optional: true,
    initial: field.kind === 'password' ? undefined : async (ctx) => argText(field, (await current(ctx))?.[field.name]),
    validate: formRule(field),
  })]));
}

/** A new record from the add arguments: the form's defaults, then the values given. */
export function newRecord(schema: ResourceSchema, args: Record<string, string | undefined>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of formFields(schema)) {
    const text = args[field.name];
    const value = text === undefined ? field.defaultValue : recordValue(field, text, field.defaultValue);
    if (value !== undefined) record[field.name] = value;
  }
  return record;
}

/** The record after an edit: `current` with the values given (an empty text clears its field). */
export function editedRecord(schema: ResourceSchema, current: ResourceRow, args: Record<string, string | undefined>): ResourceRow {
  const record: ResourceRow = { ...current };
  for (const field of editableFields(schema)) {
    const text = args[field.name];
    if (text !== undefined) record[field.name] = recordValue(field, text, current[field.name]);
  }
  return record;
}

/**
 * A record's values as people read them (option labels, text of rich text): the editable
 * fields for the palette's header, or the given ones (an export's columns). Secrets stay out.
 */
export async function readableValues(
  schema: ResourceSchema, row: ResourceRow, ctx: CommandContext, shown: readonly FieldDef[] = editableFields(schema),
): Promise<CommandSubject['values']> {
  const { htmlText } = await import('../../src/ui/form/sanitize');
  const fields = shown.filter((field) => field.kind !== 'password');
  return Promise.all(fields.map(async (field) => {
    const text = argText(field, row[field.name]) ?? '';
    const { name } = choiceOf(field);
    if (name) return { label: field.label, text: (await name(text.split(',').filter(Boolean), ctx)).join('、') };
    if (field.options || field.kind === 'switch') {
      const options = await fieldOptions(field, ctx).catch(() => []);
      return { label: field.label, text: text.split(',').filter(Boolean).map((key) => options.find((o) => o.value === key)?.label ?? key).join('、') };
    }
    return { label: field.label, text: field.kind === 'richText' ? htmlText(text) : text };
  }));
}
