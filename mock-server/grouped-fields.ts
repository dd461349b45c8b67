/**
 * The fields the mock's handlers read groups of (db.group: a school's rows, a parent's children,
 * a role's grants, a document's and a post's reading-list entries, an account, a grade's
 * documents, a department's users): a generated seed builds them with the rows of every table
 * that has them (seed/make-ahead.ts), and a list searching one of them exactly reads its group
 * (crud/query.ts).
 */
export const GROUPED_FIELDS: readonly string[] = ['tenantId', 'parentId', 'roleId', 'docId', 'postId', 'topMenuId', 'account', 'gradeId', 'deptId'];
