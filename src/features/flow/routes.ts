/**
 * Where a process's pages are: `/work/process/<route>/form|handle|detail/...`, where `<route>`
 * is the remark of the `flow` dictionary entry whose key the row's category names (flow_1 →
 * leave), as BladeX's console builds them.
 */
import { requestData } from '../../core/http';

interface DictItem { dictKey: string; remark: string }

/** The route segment of a category, '' when the dictionary has none for it. */
export async function routeOf(category: string | undefined): Promise<string> {
  const items = await requestData<DictItem[]>('/blade-system/dict/dictionary', { query: { code: 'flow' } });
  return items.find((item) => `flow_${item.dictKey}` === category)?.remark ?? '';
}

export const formPath = (route: string, processDefinitionId: string) => `/work/process/${route}/form/${processDefinitionId}`;
export const handlePath = (route: string, taskId: string, processInstanceId: string, businessId: string) =>
  `/work/process/${route}/handle/${taskId}/${processInstanceId}/${businessId}`;
export const detailPath = (route: string, processInstanceId: string, businessId: string) =>
  `/work/process/${route}/detail/${processInstanceId}/${businessId}`;
