/**
 * Where the school schemas' relation fields take their choices: the related screens' own paged
 * lists, searched a page at a time by name as the user types and asked for the chosen rows' names
 * by id (OptionSource `records`), so a form offers rows by name, never asks for an id, and never
 * loads a whole table (a district holds hundreds of thousands of documents). Posts are few per
 * school and come whole from BladeX's select call.
 */
import type { FieldRule, OptionSource } from '../types';

export const sources = {
  post: { url: '/blade-system/post/select', label: 'postName', value: 'id' },
  doc: { records: '/school/doc/page', label: 'docName', value: 'id' },
  grade: { records: '/school/grade/list', label: 'gradeName', value: 'id' },
  qns: { records: '/school/qns/list', label: 'title', value: 'id' },
  stageListGroup: { records: '/sch/stagelistgroup/list', label: 'groupName', value: 'id' },
  stageList: { records: '/sch/stageList/list', label: 'listName', value: 'id' },
  stageListStatus: { records: '/sch/stageliststatus/list', label: 'statusName', value: 'id' },
  stageDetail: { records: '/sch/stageDetail/list', label: 'stageName', value: 'id' },
} as const satisfies Record<string, OptionSource>;

/** A whole number from 0 (sort orders, scores). */
export const wholeNumber: FieldRule = {
  message: { zh: '请输入不小于0的整数', en: 'Enter a whole number from 0' },
  test: (value) => Number.isInteger(Number(value)) && Number(value) >= 0,
};

/** A whole number above 0 (word counts). */
export const positiveNumber: FieldRule = {
  message: { zh: '请输入大于0的整数', en: 'Enter a whole number above 0' },
  test: (value) => Number.isInteger(Number(value)) && Number(value) > 0,
};

/** An end date not before its start date (both `yyyy-MM-dd`, so text order is date order). */
export const notBeforeStart: FieldRule = {
  message: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  test: (value, record) => !record.startDate || String(value).slice(0, 10) >= String(record.startDate).slice(0, 10),
};
