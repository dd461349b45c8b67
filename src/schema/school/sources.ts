/**
 * Where the school schemas' relation fields take their choices: the look-up calls of the
 * related screens, so a form offers rows by name and never asks for an id. Lists without a
 * list-shaped call are read as their first page of 500 (loadOptions reads a page's records).
 */
import type { FieldRule, OptionSource } from '../types';

const firstPage = (path: string) => `${path}?current=1&size=500`;

export const sources = {
  post: { url: '/blade-system/post/select', label: 'postName', value: 'id' },
  doc: { url: '/school/doc/getList', label: 'docName', value: 'id' },
  grade: { url: firstPage('/school/grade/list'), label: 'gradeName', value: 'id' },
  qns: { url: firstPage('/school/qns/list'), label: 'title', value: 'id' },
  stageListGroup: { url: firstPage('/sch/stagelistgroup/list'), label: 'groupName', value: 'id' },
  stageList: { url: firstPage('/sch/stageList/list'), label: 'listName', value: 'id' },
  stageListStatus: { url: firstPage('/sch/stageliststatus/list'), label: 'statusName', value: 'id' },
  stageDetail: { url: firstPage('/sch/stageDetail/list'), label: 'stageName', value: 'id' },
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
