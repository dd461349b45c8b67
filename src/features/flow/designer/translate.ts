/**
 * bpmn-js's texts in Chinese: a `translate` service (diagram-js's extension point) that looks
 * each English template up while the console speaks Chinese, keeping `{placeholders}`.
 */
import { language } from '../../../i18n';

const ZH: Record<string, string> = {
  'Activate create/remove space tool': '创建/删除空间工具',
  'Activate global connect tool': '全局连线工具',
  'Activate hand tool': '抓手工具',
  'Activate lasso tool': '套索工具',
  'Add lane above': '在上方添加泳道',
  'Add lane below': '在下方添加泳道',
  'Add text annotation': '添加文本注释',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append intermediate/boundary event': '追加中间/边界事件',
  'Append task': '追加任务',
  'Append user task': '追加用户任务',
  'Change element': '更改元素',
  'Change type': '更改类型',
  'Connect to other element': '连接到其他元素',
  'Connect using association': '用关联连接',
  'Create data object reference': '创建数据对象',
  'Create data store reference': '创建数据存储',
  'Create end event': '创建结束事件',
  'Create expanded sub-process': '创建展开的子流程',
  'Create gateway': '创建网关',
  'Create group': '创建分组',
  'Create intermediate/boundary event': '创建中间/边界事件',
  'Create pool/participant': '创建池/参与者',
  'Create start event': '创建开始事件',
  'Create task': '创建任务',
  'Delete': '删除',
  'Divide into two lanes': '分成两条泳道',
  'Divide into three lanes': '分成三条泳道',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'User task': '用户任务',
  'Service task': '服务任务',
  'Task': '任务',
  'Start event': '开始事件',
  'End event': '结束事件',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
  'Search in diagram': '在图中搜索',
  'no parent for {element} in {parent}': '{parent} 中没有 {element} 的父元素',
  'no shape type specified': '未指定形状类型',
  'element required': '需要元素',
};

export function translate(template: string, replacements: Record<string, string> = {}): string {
  const text = language.current === 'zh' ? (ZH[template] ?? template) : template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
}

/** The diagram-js module that replaces its `translate` service. */
export const translateModule = { translate: ['value', translate] };
