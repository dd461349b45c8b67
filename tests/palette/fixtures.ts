import type { MenuItem } from '../../src/core/menu';

const leaf = (id: string, parentId: string, code: string, name: string, path: string, roles?: string[]): MenuItem => ({
  id, parentId, code, name, path, meta: roles ? { roles } : {},
});

/** Two menu groups; one leaf is for another role and must never show. */
export const testMenus: MenuItem[] = [
  {
    id: '10', parentId: '0', code: 'school', name: '学校内容', path: '/school', children: [
      leaf('11', '10', 'doc', '文档管理', '/school/doc'),
      leaf('12', '10', 'grade', '年级管理', '/school/grade'),
      leaf('13', '10', 'qns', '题目管理', '/school/qns'),
    ],
  },
  {
    id: '20', parentId: '0', code: 'work', name: '我的事务', path: '/work', children: [
      leaf('21', '20', 'work_todo', '待办事务', '/work/todo'),
      leaf('22', '20', 'work_done', '已办事务', '/work/done', ['boss']),
    ],
  },
];
