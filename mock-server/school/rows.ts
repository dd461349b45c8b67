/**
 * Rows of the school content tables, derived from their schemas (crud/rows.ts's RowOf). Every
 * one is a TenantEntity: it belongs to one school, and its relation columns hold ids of that
 * school's rows. Only what a schema cannot say is written here.
 */
import type { doc } from '../../src/schema/school/doc';
import type { docrelation } from '../../src/schema/school/docrelation';
import type { grade } from '../../src/schema/school/grade';
import type { graderelation } from '../../src/schema/school/graderelation';
import type { option } from '../../src/schema/school/option';
import type { qns } from '../../src/schema/school/qns';
import type { stageDetail } from '../../src/schema/school/stage-detail';
import type { stageDoc } from '../../src/schema/school/stage-doc';
import type { stageList } from '../../src/schema/school/stage-list';
import type { stageListGroup } from '../../src/schema/school/stage-list-group';
import type { stageListStatus } from '../../src/schema/school/stage-list-status';
import type { RowOf } from '../crud/rows';

export type GradeRow = RowOf<typeof grade>;
export type GradeRelationRow = RowOf<typeof graderelation>;
/** Its posts are not stored here: they are the posts whose reading lists hold it. */
export type DocRow = RowOf<typeof doc, Record<never, never>, 'postIds'>;
/** One place on a post's reading list; `sort` is the 1-based place. */
export type DocRelationRow = RowOf<typeof docrelation>;
/** qnsType: 1 single choice, 2 multiple choice, 3 true or false. */
export type QnsRow = RowOf<typeof qns, { qnsType: number }>;
/** isRight: 1 a right answer, 0 not. */
export type OptionRow = RowOf<typeof option, { isRight: number }>;
export type StageListGroupRow = RowOf<typeof stageListGroup>;
export type StageListRow = RowOf<typeof stageList>;
export type StageListStatusRow = RowOf<typeof stageListStatus>;
export type StageDetailRow = RowOf<typeof stageDetail>;
export type StageDocRow = RowOf<typeof stageDoc>;
