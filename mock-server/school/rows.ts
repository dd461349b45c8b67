/**
 * Rows of the school content tables. Every one is a TenantEntity: it belongs to one school,
 * and its relation columns hold ids of that school's rows.
 */
import type { AuditFields } from '../records';

interface SchoolRow extends AuditFields {
  id: string;
  tenantId: string;
}

/** 年级. */
export interface GradeRow extends SchoolRow {
  gradeName: string;
  sort: number;
  remark: string;
}

/** 年级关系: a post that reads with a grade. */
export interface GradeRelationRow extends SchoolRow {
  gradeId: string;
  postId: string;
  remark: string;
}

/** 文档. Its posts are not stored here: they are the posts whose reading lists hold it. */
export interface DocRow extends SchoolRow {
  docName: string;
  author: string;
  gradeId: string;
  genre: string;
  wordCount: number;
  summary: string;
  /** HTML as the editor produced it; views sanitise it. */
  content: string;
}

/** 文档关系: one place on a post's reading list. */
export interface DocRelationRow extends SchoolRow {
  postId: string;
  docId: string;
  /** Why the post reads it (推荐语). */
  remark: string;
  /** 1-based place on the list. */
  sort: number;
}

/** 题目. */
export interface QnsRow extends SchoolRow {
  docId: string;
  title: string;
  /** 1 single choice, 2 multiple choice, 3 true or false. */
  qnsType: number;
  /** HTML stem. */
  stem: string;
  score: number;
  sort: number;
}

/** 选项. */
export interface OptionRow extends SchoolRow {
  qnsId: string;
  optionKey: string;
  content: string;
  /** 1 a right answer, 0 not. */
  isRight: number;
  score: number;
  sort: number;
}

export interface StageListGroupRow extends SchoolRow {
  groupName: string;
  schoolYear: string;
  sort: number;
  remark: string;
}

export interface StageListRow extends SchoolRow {
  groupId: string;
  listName: string;
  gradeId: string;
  /** yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  remark: string;
}

export interface StageListStatusRow extends SchoolRow {
  statusName: string;
  sort: number;
  remark: string;
}

export interface StageDetailRow extends SchoolRow {
  stageListId: string;
  stageName: string;
  statusId: string;
  startDate: string;
  endDate: string;
  sort: number;
  remark: string;
}

export interface StageDocRow extends SchoolRow {
  stageDetailId: string;
  docId: string;
  sort: number;
  remark: string;
}
