import type { MenuItem } from '../../src/core/menu';

const leaf = (id: string, parentId: string, code: string, name: string, path: string, roles?: string[]): MenuItem => ({
  id, parentId, code, name, path, meta: roles ? { roles } : {},
});

/**
 * Two menu groups whose leaves have built screens (their paths are resource screens'); one leaf
 * is for another role, one has no screen built and a third group holds only such a leaf: none
 * of these three may ever show.
 */
export const testMenus: MenuItem[] = [
  {
    id: '10', parentId: '0', code: 'school', name: '学校内容', path: '/school', children: [
      leaf('11', '10', 'doc', '文档管理', '/system/post'),
      leaf('12', '10', 'grade', '年级管理', '/system/param'),
      leaf('13', '10', 'qns', '题目管理', '/system/client'),
      leaf('14', '10', 'option', '选项管理', '/school/unbuilt'),
    ],
  },
  {
    id: '20', parentId: '0', code: 'work', name: '我的事务', path: '/work', children: [
      leaf('21', '20', 'work_todo', '待办事务', '/desk/notice'),
      leaf('22', '20', 'work_done', '已办事务', '/system/tenantpackage', ['boss']),
    ],
  },
  {
    id: '30', parentId: '0', code: 'tool', name: '研发工具', path: '/tool', children: [
      leaf('31', '30', 'code', '代码生成', '/tool/unbuilt'),
    ],
  },
];
