/**
 * The menus' icons. BladeX stores an icon as a class name (Saber's iconfont `iconfont iconicon_doc`,
 * or an Ant Design name such as `delete` for buttons); the console draws each known name with a
 * Lucide icon and names it in words, so no screen shows a class name. A name outside the catalog
 * (typed by hand) is shown as it is, beside a neutral shape.
 */
import {
  Airplay, ArrowLeftRight, Award, Bell, BellOff, Briefcase, Bug, ChartColumn, Check, CircleHelp, ClipboardList, Code, Compass, Contact,
  Copy, Crown, Database, Download, FileSearch, FileText, Flag, Folder, GraduationCap, LayoutGrid, Link, List, ListTodo, Lock,
  LockOpen, MapPin, MessageSquare, MessagesSquare, Network, NotebookPen, PanelLeft, Paperclip, Pencil, Pin, Plus, Repeat, Send,
  Server, Settings, Shapes, ShieldCheck, SlidersHorizontal, Smartphone, Trash2, Upload, User, UserCog, Users, Wrench, X,
  type LucideIcon,
} from 'lucide-react';
import type { Localized } from '../base/config';
import { useT } from '../i18n';
import { localize } from '../i18n/resource';

const icon = (glyph: LucideIcon, zh: string, en: string) => ({ glyph, label: { zh, en } });

/** Every icon name the seeded menus use, with its glyph and name; the picker offers them in this order. */
export const menuIcons: Readonly<Record<string, { glyph: LucideIcon; label: Localized }>> = {
  'iconfont iconicon_airplay': icon(Airplay, '投屏', 'Screen'),
  'iconfont iconicon_setting': icon(Settings, '设置', 'Settings'),
  'iconfont iconicon_work': icon(Briefcase, '工作', 'Work'),
  'iconfont iconicon_study': icon(GraduationCap, '学习', 'Study'),
  'iconfont iconicon_principal': icon(UserCog, '负责人', 'Principal'),
  'iconfont iconicon_group': icon(Users, '群组', 'Group'),
  'iconfont iconicon_message': icon(MessageSquare, '消息', 'Message'),
  'iconfont iconicon_notice': icon(Bell, '通知', 'Notice'),
  'iconfont iconicon_savememo': icon(NotebookPen, '备忘', 'Memo'),
  'iconfont iconicon_doc': icon(FileText, '文档', 'Document'),
  'iconfont iconicon_exchange': icon(ArrowLeftRight, '交换', 'Exchange'),
  'iconfont iconicon_community_line': icon(MessagesSquare, '社区', 'Community'),
  'iconfont iconicon_cspace': icon(LayoutGrid, '空间', 'Space'),
  'iconfont iconicon_folder': icon(Folder, '文件夹', 'Folder'),
  'iconfont iconicon_list': icon(List, '列表', 'List'),
  'iconfont iconicon_link': icon(Link, '链接', 'Link'),
  'iconfont icon-shujuku': icon(Database, '数据库', 'Database'),
  'iconfont iconicon_shujuyuan': icon(Server, '数据源', 'Data source'),
  'iconfont iconicon_compile': icon(Code, '代码', 'Code'),
  'iconfont iconicon_ding': icon(Pin, '钉住', 'Pin'),
  'iconfont iconicon_addresslist': icon(Contact, '通讯录', 'Contacts'),
  'iconfont iconicon_subordinate': icon(Network, '下级', 'Hierarchy'),
  'iconfont iconicon_sms': icon(Smartphone, '短信', 'Text message'),
  'iconfont iconicon_edit': icon(Pencil, '编辑', 'Edit'),
  'iconfont iconicon_grade': icon(Award, '年级', 'Grade'),
  'iconfont iconicon_question': icon(CircleHelp, '问题', 'Question'),
  'iconfont iconicon_task': icon(ListTodo, '任务', 'Task'),
  'iconfont iconicon_flag': icon(Flag, '旗帜', 'Flag'),
  'iconfont iconicon_detail': icon(FileSearch, '详情', 'Details'),
  'iconfont iconicon_send': icon(Send, '发送', 'Send'),
  'iconfont iconicon_discover': icon(Compass, '发现', 'Discover'),
  'iconfont iconicon_mute': icon(BellOff, '静音', 'Mute'),
  'iconfont iconicon_chart': icon(ChartColumn, '图表', 'Chart'),
  'iconfont iconicon_attach': icon(Paperclip, '附件', 'Attachment'),
  'iconfont iconicon_location': icon(MapPin, '位置', 'Location'),
  'iconfont iconicon_boss': icon(Crown, '领导', 'Leader'),
  'iconfont iconicon_side': icon(PanelLeft, '侧栏', 'Sidebar'),
  'iconfont icon-bug': icon(Bug, '缺陷', 'Bug'),
  'iconfont icon-canshu': icon(SlidersHorizontal, '参数', 'Parameters'),
  'iconfont icon-wxbgongju': icon(Wrench, '工具', 'Tools'),
  'iconfont icon-bofangqi-suoping': icon(Lock, '锁屏', 'Lock screen'),
  'iconfont icon-yonghu': icon(User, '用户', 'User'),
  'iconfont icon-quanxian': icon(ShieldCheck, '权限', 'Permissions'),
  plus: icon(Plus, '新增', 'Add'),
  form: icon(ClipboardList, '表单', 'Form'),
  delete: icon(Trash2, '删除', 'Delete'),
  'file-text': icon(FileText, '查看', 'View'),
  tool: icon(Wrench, '工具', 'Tools'),
  upload: icon(Upload, '上传', 'Upload'),
  download: icon(Download, '下载', 'Download'),
  copy: icon(Copy, '复制', 'Copy'),
  user: icon(User, '用户', 'User'),
  retweet: icon(Repeat, '转换', 'Switch'),
  unlock: icon(LockOpen, '解锁', 'Unlock'),
  check: icon(Check, '通过', 'Approve'),
  close: icon(X, '拒绝', 'Reject'),
};

/** An icon's name in words: the catalog's, else the stored name itself. */
export function menuIconLabel(name: string): string {
  const known = menuIcons[name];
  return known ? localize(known.label) : name;
}

/** An icon drawn and named (`glyphOnly`: drawn only, beside a field that names it); nothing for an empty name. */
export function MenuIcon({ name, glyphOnly }: { name: string; glyphOnly?: boolean }) {
  useT();
  if (!name) return null;
  const Glyph = menuIcons[name]?.glyph ?? Shapes;
  return (
    <span className="icon-name">
      <Glyph size={16} aria-hidden="true" focusable="false" />
      {!glyphOnly && <span>{menuIconLabel(name)}</span>}
    </span>
  );
}
