/**
 * Where a remote option source is read from, and the reload of the cached options read from a
 * resource once it changed. Apart from options.ts so that the resource actions can refresh
 * options without importing the hooks that import them.
 */
import { mutate } from 'swr';
import type { OptionSource, ResourceSchema } from '../schema/types';
import { forgetLabelsUnder } from './record-options';
import { forgetWholeTreesUnder } from './tree-options';

type RemoteSource = Exclude<OptionSource, { static: unknown }>;

/** The path a remote source is read from. */
export const optionPath = (source: RemoteSource): string =>
  ('dict' in source ? `/blade-system/${source.biz ? 'dict-biz' : 'dict'}/dictionary` : 'records' in source ? source.records : 'levels' in source ? source.levels : source.url);

/**
 * Reloads the cached options read from a resource's calls after that resource changed (a
 * dictionary item added, a package renamed): every select showing them follows at once. The
 * keys are hooks.ts's resourceKeys.options: ['options', user, source, tenant].
 */
export function refreshOptionsOf(schema: ResourceSchema): Promise<unknown> {
  const prefix = `${schema.api.prefix}/`;
  const readsFrom = (key: unknown) => Array.isArray(key) && key[0] === 'options' && optionPath(key[2] as RemoteSource).startsWith(prefix);
  forgetLabelsUnder(prefix);
  forgetWholeTreesUnder(prefix);
  return mutate(readsFrom);
}
