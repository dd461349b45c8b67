import { commandGroups, type AnyCommand } from '../../../src/platform/types';

const zhVerbs = ['新增', '编辑', '删除', '导出', '导入', '查看', '刷新', '授权', '启用', '停用', '复制', '审核'];
const enVerbs = ['Add', 'Edit', 'Delete', 'Export', 'Import', 'View', 'Refresh', 'Grant', 'Enable', 'Disable', 'Copy', 'Review'];
const zhNouns = ['用户', '角色', '菜单', '部门', '字典', '租户', '参数', '日志', '流程', '通知', '年级', '文档', '题目', '选项', '岗位', '客户端', '数据源', '附件'];
const enNouns = ['user', 'role', 'menu', 'department', 'dictionary', 'tenant', 'parameter', 'log', 'process', 'notice', 'grade', 'document', 'question', 'option', 'post', 'client', 'datasource', 'attachment'];
const groups = commandGroups.filter((group) => group !== 'selection');

/** `count` commands shaped like generated CRUD commands: verb × entity × copy, zh and en titles. */
export function syntheticCommands(count: number): AnyCommand[] {
  return Array.from({ length: count }, (_, i): AnyCommand => {
    const verb = i % zhVerbs.length;
    const noun = Math.floor(i / zhVerbs.length) % zhNouns.length;
    const copy = Math.floor(i / (zhVerbs.length * zhNouns.length));
    return {
      id: `bench.${enNouns[noun]}.${enVerbs[verb]!.toLowerCase()}.${i}`,
      title: { zh: `${zhVerbs[verb]}${zhNouns[noun]} ${copy}`, en: `${enVerbs[verb]} ${enNouns[noun]} ${copy}` },
      group: groups[i % groups.length]!,
      keywords: [`${enNouns[noun]}s`, `${zhNouns[noun]}管理`],
      shortcut: i % 997 === 0 ? `alt+shift+${String.fromCharCode(97 + (i % 26))}` : undefined,
      hint: i % 7 === 0 ? { zh: '‹名称›', en: '‹name›' } : undefined,
      run: () => undefined,
      check: { impossible: { zh: '基准测试命令', en: 'benchmark command' } },
    };
  });
}
