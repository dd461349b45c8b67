/** School content and stage lists: documents, relations, grades, questions, options, stage plans: the resource schemas of this area. */
import type { ResourceSchema } from '../types';
import { doc } from './doc';
import { docQns } from './doc-qns';
import { docrelation } from './docrelation';
import { grade } from './grade';
import { graderelation } from './graderelation';
import { option } from './option';
import { qns } from './qns';
import { stageDetail } from './stage-detail';
import { stageDoc } from './stage-doc';
import { stageList } from './stage-list';
import { stageListGroup } from './stage-list-group';
import { stageListStatus } from './stage-list-status';

export const schoolResources = [
  doc, docrelation, grade, graderelation, option, qns, docQns,
  stageListGroup, stageList, stageListStatus, stageDetail, stageDoc,
] as const satisfies readonly ResourceSchema[];
