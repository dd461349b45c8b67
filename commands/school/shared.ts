/** What the school commands share: their screens' conditions, the post argument, and list read-backs for checks. */
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { readingList, saveListOrder, type ListedDoc } from '../../src/api/school';
import '../../src/features/school/messages';
import { docrelation } from '../../src/schema/school/docrelation';
import type { ResourceSchema } from '../../src/schema/types';
import { fieldArg } from '../crud/field-args';
import { onScreen, selectedIds } from '../crud/shared';
import { serverRows } from '../crud/readback';

/** On the schema's screen, holding the permission, with `rows` rows selected (one: exactly one). */
export function canAct(schema: ResourceSchema, ctx: CommandContext, permission: string, rows: 'one' | 'some' | 'none'): boolean {
  const count = selectedIds(schema, ctx).length;
  const enough = rows === 'one' ? count === 1 : rows === 'some' ? count > 0 : true;
  return onScreen(schema, ctx) && ctx.can(permission) && enough;
}

/** Asks for one of the user's school's posts, by name. */
export const postArg = fieldArg(docrelation.fields.find((field) => field.name === 'postId')!, { label: { zh: '岗位', en: 'Post' } });

/** The first of the posts the post argument offers, if any. */
export async function firstPost(ctx: CommandContext): Promise<string | undefined> {
  return postArg.kind === 'choice' ? (await postArg.options(ctx))[0]?.value : undefined;
}

/** A post whose reading list has at least `size` documents (of any school the user sees), with its list. */
export async function postWithList(h: CheckHarness, size: number): Promise<{ postId: string; list: ListedDoc[] }> {
  const counts = new Map<string, number>();
  for (const row of await serverRows(docrelation)) counts.set(String(row.postId), (counts.get(String(row.postId)) ?? 0) + 1);
  const postId = [...counts].find(([, count]) => count >= size)?.[0];
  if (!postId) return h.skip({ zh: `没有岗位的阅读清单含 ${size} 篇文档`, en: `no post has a reading list of ${size} documents` });
  return { postId, list: await readingList(postId) };
}

/** Puts a list back in the order it had when the check began. */
export function restoreOrder(h: CheckHarness, list: readonly ListedDoc[]): void {
  h.cleanup(() => saveListOrder(list.map((entry) => entry.relationId)));
}

export const relationIds = (list: readonly ListedDoc[]) => list.map((entry) => entry.relationId);
