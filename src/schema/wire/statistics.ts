/**
 * The home page's counts of a school's content, answered by the server whatever the tables'
 * size. Not BladeX calls (BladeX has no statistics of this content): the mock adds them
 * (mock-server/school/statistics.ts), and a gateway without them answers 404, where the home
 * page counts the first rows of each list instead (src/features/dashboard/reading.ts).
 */
export const statisticsPaths = {
  /** R<GradeCounts[]>: documents and questions per grade name, in the grades' order (sort). */
  grades: '/school/statistics/grades',
  /** R<StatusCounts[]>: stage plans per status name, in the statuses' order (sort). */
  stages: '/school/statistics/stages',
} as const;

export interface GradeCounts { gradeName: string; docs: number; questions: number }

export interface StatusCounts { statusName: string; stages: number }
