/**
 * The words a school administrator types for a screen besides its title: 部门 finds 机构管理,
 * 老师 finds 用户管理. The palette matches a screen's commands by them (commands/crud/shared.ts
 * adds them to every command of the schema, commands/navigation/menus.ts to the menu command that
 * opens the screen), in any order with the command's own words.
 */
import { resources } from './index';
import type { ResourceSchema } from './types';

const aliases: Record<string, readonly string[]> = {
  dept: ['部门', '机构', '组织', '学校', '院系', '科室', 'department', 'organization'],
  user: ['老师', '教师', '学生', '用户', '账号', '员工', 'teacher', 'student', 'account', 'staff'],
  role: ['角色', '权限', '授权', 'permission', 'role'],
  post: ['岗位', '职位', '职务', 'job', 'position'],
  notice: ['通知', '公告', '消息', 'announcement', 'notice'],
  grade: ['年级', '班级', 'class', 'grade'],
  graderelation: ['班级关系', '年级文档'],
  menu: ['菜单', '导航', 'menu'],
  param: ['参数', '配置', '设置', 'setting', 'config'],
  client: ['客户端', '应用', 'app', 'client'],
  tenant: ['学校', '租户', 'school', 'tenant'],
  sms: ['短信', 'sms', 'text message'],
  oss: ['存储', '对象存储', 'oss'],
  attach: ['附件', '文件', 'file'],
  region: ['地区', '区划', '省市', 'area'],
  dictValue: ['字典', 'dictionary'],
  datasource: ['数据库', '数据源', 'database'],
  doc: ['文档', '书', '读物', '阅读材料', 'book'],
  qns: ['题目', '问题', '试题', 'question'],
  option: ['选项', '答案', 'answer'],
  code: ['代码', 'code'],
};

/** The aliases of a schema's screen (none for most detail lists). */
export function aliasesOf(schema: Pick<ResourceSchema, 'name'>): readonly string[] {
  return aliases[schema.name] ?? [];
}

/** The aliases of the screen at a menu's path: those of the lists it shows. */
export function aliasesAt(path: string): readonly string[] {
  return resources.filter((schema) => schema.menuPath === path).flatMap(aliasesOf);
}
