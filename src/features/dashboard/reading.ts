/**
 * The school's reading content at a glance, as the home page charts it: documents and questions
 * per grade, stage plans by status, and the school's activity (its logins and other events of
 * the usual log) week by week. Each chart needs the menus of the screens it reads, and is left
 * out for a user without them.
 *
 * The counts per grade and per status come from the server's statistics calls, true whatever the
 * tables' size (src/schema/wire/statistics.ts). A gateway without them (404) gets them counted
 * here from the first rows of each list (one call of BladeX's page limit, 1,000 rows each), which
 * undercounts a school with more rows than that.
 */
import { dashboardApi } from '../../api/dashboard';
import { formatTime } from '../../core/errorlog';
import type { Localized } from '../../base/config';
import { doc } from '../../schema/school/doc';
import { grade } from '../../schema/school/grade';
import { qns } from '../../schema/school/qns';
import { stageDetail } from '../../schema/school/stage-detail';
import { stageListStatus } from '../../schema/school/stage-list-status';
import { logUsual } from '../../schema/storage/logs';
import { listPathOf } from '../../schema/types';
import { statisticsPaths, type GradeCounts, type StatusCounts } from '../../schema/wire/statistics';

export interface Series { label: Localized; values: number[] }

export interface ChartData {
  /** One label per bar or point, as the server names it (grade, status) or a week's first day. */
  labels: string[];
  series: Series[];
}

export interface ReadingChart {
  id: string;
  title: Localized;
  /** The screen each chart opens, and whose menus it needs (all of them). */
  path: string;
  needs: readonly string[];
  kind: 'bars' | 'line';
  load: (now: Date) => Promise<ChartData>;
}

export const WEEKS = 8;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const bySort = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.sort ?? 0) - Number(b.sort ?? 0);

function tally(keys: readonly string[], values: readonly string[]): number[] {
  const counts = new Map(keys.map((key) => [key, 0]));
  for (const value of values) if (counts.has(value)) counts.set(value, counts.get(value)! + 1);
  return keys.map((key) => counts.get(key)!);
}

/** Monday 00:00 of the week `weeksAgo` weeks before the one `now` is in. */
function weekStart(now: Date, weeksAgo: number): Date {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) - weeksAgo * 7);
  return day;
}

/**
 * Rows' keys named: the names in order (first by `sort`), and each id's name. Counted by name, so
 * the platform administrator, who reads every school's rows, gets one bar per grade or status.
 */
function named(rows: Record<string, unknown>[], name: string): { names: string[]; nameOf: Map<string, string> } {
  rows.sort(bySort);
  const nameOf = new Map(rows.map((row) => [text(row.id), text(row[name])]));
  return { names: [...new Set(nameOf.values())], nameOf };
}

const docsLabel: Localized = { zh: '文档', en: 'Documents' };
const questionsLabel: Localized = { zh: '题目', en: 'Questions' };
const stagesLabel: Localized = { zh: '阶段', en: 'Stages' };

async function perGrade(): Promise<ChartData> {
  const counts = await dashboardApi.statistics<GradeCounts[]>(statisticsPaths.grades);
  if (!counts) return perGradeOfFirstRows();
  return {
    labels: counts.map((count) => count.gradeName),
    series: [
      { label: docsLabel, values: counts.map((count) => count.docs) },
      { label: questionsLabel, values: counts.map((count) => count.questions) },
    ],
  };
}

/** perGrade where the gateway has no statistics call: counted from the lists' first rows. */
async function perGradeOfFirstRows(): Promise<ChartData> {
  const [grades, docs, questions] = await Promise.all([
    dashboardApi.rowsOf(listPathOf(grade)), dashboardApi.rowsOf(listPathOf(doc)), dashboardApi.rowsOf(listPathOf(qns)),
  ]);
  const { names, nameOf } = named(grades, 'gradeName');
  const gradeOfDoc = new Map(docs.map((row) => [text(row.id), nameOf.get(text(row.gradeId)) ?? '']));
  return {
    labels: names,
    series: [
      { label: docsLabel, values: tally(names, [...gradeOfDoc.values()]) },
      { label: questionsLabel, values: tally(names, questions.map((question) => gradeOfDoc.get(text(question.docId)) ?? '')) },
    ],
  };
}

async function byStatus(): Promise<ChartData> {
  const counts = await dashboardApi.statistics<StatusCounts[]>(statisticsPaths.stages);
  if (!counts) return byStatusOfFirstRows();
  return { labels: counts.map((count) => count.statusName), series: [{ label: stagesLabel, values: counts.map((count) => count.stages) }] };
}

/** byStatus where the gateway has no statistics call: counted from the lists' first rows. */
async function byStatusOfFirstRows(): Promise<ChartData> {
  const [statuses, stages] = await Promise.all([dashboardApi.rowsOf(listPathOf(stageListStatus)), dashboardApi.rowsOf(listPathOf(stageDetail))]);
  const { names, nameOf } = named(statuses, 'statusName');
  return {
    labels: names,
    series: [{ label: stagesLabel, values: tally(names, stages.map((stage) => nameOf.get(text(stage.statusId)) ?? '')) }],
  };
}

async function activity(now: Date): Promise<ChartData> {
  const starts = Array.from({ length: WEEKS + 1 }, (_, i) => weekStart(now, WEEKS - 1 - i));
  const counts = await Promise.all(starts.slice(0, WEEKS).map((start, i) =>
    dashboardApi.countOf(listPathOf(logUsual), { createTime_datege: formatTime(start), createTime_datelt: formatTime(starts[i + 1]!) })));
  return {
    labels: starts.slice(0, WEEKS).map((start) => `${start.getMonth() + 1}/${start.getDate()}`),
    series: [{ label: { zh: '事件', en: 'Events' }, values: counts }],
  };
}

export const readingCharts: readonly ReadingChart[] = [
  {
    id: 'grades', title: { zh: '各年级的文档与题目', en: 'Documents and questions per grade' },
    path: doc.menuPath, needs: [grade.menuPath, doc.menuPath, qns.menuPath], kind: 'bars', load: perGrade,
  },
  {
    id: 'stages', title: { zh: '阶段计划的状态', en: 'Stage plans by status' },
    path: stageDetail.menuPath, needs: [stageListStatus.menuPath, stageDetail.menuPath], kind: 'bars', load: byStatus,
  },
  {
    id: 'activity', title: { zh: `近 ${WEEKS} 周的活动 (登录等事件)`, en: `Activity over the last ${WEEKS} weeks (logins and other events)` },
    path: logUsual.menuPath, needs: [logUsual.menuPath], kind: 'line', load: activity,
  },
];
