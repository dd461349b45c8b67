/**
 * The import's check (src/engine/bulk/check.ts), as its preview shows a sheet: each row valid,
 * invalid with its messages, or a duplicate because its key names a record that exists or a row
 * above it in the same sheet. Line numbers count the header and blank rows, as the sheet does.
 * The keys an import looks for on the server are those of the rows the check compares.
 */
import { describe, expect, it } from 'vitest';
import { checkRows, sheetKeys, type CheckInput } from '../../src/engine/bulk/check';
import { grade } from '../../src/schema/school/grade';
import { graderelation } from '../../src/schema/school/graderelation';
import type { ResourceSchema } from '../../src/schema/types';

interface Case {
  what: string;
  schema: ResourceSchema;
  /** The sheet after its header, tab-separated cells. */
  rows: string[];
  existingKeys?: string[];
  /** The lines of each part of the preview. */
  valid: number[];
  invalid: number[];
  duplicates: number[];
}

const GRADE_MAPPING = ['gradeName', 'sort', 'remark'];
const RELATION_MAPPING = ['gradeId', 'postId', 'remark'];
const choices = {
  gradeId: [{ value: 'g3', names: ['三年级'] }, { value: 'g4', names: ['四年级'] }],
  postId: [{ value: 'p1', names: ['语文教师'] }, { value: 'p2', names: ['数学教师'] }],
};
/** graderelation's key: the grade and the post, as keyOf joins them. */
const pair = (gradeId: string, postId: string) => `${gradeId}\u0000${postId}`;

const cases: Case[] = [
  {
    what: 'a name repeated within the sheet: the second is a duplicate',
    schema: grade, rows: ['七年级\t7\t', '八年级\t8\t', '七年级\t7\t又一次'],
    valid: [2, 3], invalid: [], duplicates: [4],
  },
  {
    what: 'a name the school has already: a duplicate',
    schema: grade, rows: ['一年级\t1\t', '七年级\t7\t'], existingKeys: ['一年级'],
    valid: [3], invalid: [], duplicates: [2],
  },
  {
    what: 'names compared without the spaces around them',
    schema: grade, rows: ['七年级\t7\t', ' 七年级 \t7\t'],
    valid: [2], invalid: [], duplicates: [3],
  },
  {
    what: 'an invalid row holds no key: a later valid row of that name is imported',
    schema: grade, rows: ['七年级\t\t缺排序', '七年级\t7\t'],
    valid: [3], invalid: [2], duplicates: [],
  },
  {
    what: 'blank rows are skipped and still counted in the lines',
    schema: grade, rows: ['七年级\t7\t', '\t\t', '', '八年级\t8\t'],
    valid: [2, 5], invalid: [], duplicates: [],
  },
  {
    what: 'a pair repeated within the sheet: a duplicate; the same grade with another post is not',
    schema: graderelation, rows: ['三年级\t语文教师\t', '三年级\t数学教师\t', '三年级\t语文教师\t重复'],
    valid: [2, 3], invalid: [], duplicates: [4],
  },
  {
    what: 'a pair the school has already: a duplicate',
    schema: graderelation, rows: ['四年级\t数学教师\t', '四年级\t语文教师\t'], existingKeys: [pair('g4', 'p2')],
    valid: [3], invalid: [], duplicates: [2],
  },
];

describe('the import\'s check', () => {
  it.each(cases)('$what', ({ schema, rows, existingKeys = [], valid, invalid, duplicates }) => {
    const input: CheckInput = {
      schemaName: schema.name,
      rows: rows.map((row) => row.split('\t')),
      mapping: schema === grade ? GRADE_MAPPING : RELATION_MAPPING,
      choices,
      existingKeys,
    };
    const preview = checkRows(schema, input);
    expect({
      valid: preview.valid.map((row) => row.line),
      invalid: preview.invalid.map((row) => row.line),
      duplicates: preview.duplicates.map((row) => row.line),
    }).toEqual({ valid, invalid, duplicates });
  });
});

describe('the keys an import looks for on the server', () => {
  it('are the distinct keys of the rows without problems, a choice by its key as the record holds it', () => {
    const rows = ['三年级\t语文教师\t', '三年级\t数学教师\t', ' 三年级 \t语文教师\t重复', '初三\t语文教师\t', '\t\t'];
    const keys = sheetKeys(graderelation, { schemaName: graderelation.name, rows: rows.map((row) => row.split('\t')), mapping: RELATION_MAPPING, choices });
    expect(keys).toEqual([pair('g3', 'p1'), pair('g3', 'p2')]);
  });
});
