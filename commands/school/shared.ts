/** What the school commands share: their screens' conditions, the post argument, and list read-backs for checks. */
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { readingList, saveListOrder, type ListedDoc } from '../../src/features/school/api';
import '../../src/features/school/messages';
import { docrelation } from '../../src/resources/school/docrelation';
import type { ResourceSchema } from '../../src/resources/types';
import { fieldArg } from '../crud/field-args';
import { onScreen, selectedIds } from '../crud/shared';
import { requestData } from '../../src/core/http';

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

/** The first post of the user's school whose list has at least `size` documents, with its list. */
export async function postWithList(h: CheckHarness, size: number): Promise<{ postId: string; list: ListedDoc[] }> {
  const posts = (await requestData<{ id: string }[]>('/blade-system/post/select')) ?? [];
  for (const { id } of posts) {
    const list = await readingList(id);
    if (list.length >= size) return { postId: id, list };
  }
  return h.skip(`no post has a reading list of ${size} documents`);
}

/** Puts a list back in the order it had when the check began. */
export function restoreOrder(h: CheckHarness, list: readonly ListedDoc[]): void {
  h.cleanup(() => saveListOrder(list.map((entry) => entry.relationId)));
}

export const relationIds = (list: readonly ListedDoc[]) => list.map((entry) => entry.relationId);
