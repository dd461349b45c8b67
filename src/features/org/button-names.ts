/**
 * English names of the seeded buttons (menu rows of category 2), keyed by their Chinese name:
 * the same words (新增, 删除…) name the buttons of many menus. Only the grant trees show buttons
 * by name, so the names live here, loaded with them and not with the login page; a button
 * created at run time keeps the server's name.
 */
export const buttonNamesEn: Record<string, string> = {
  新增: 'Add', 修改: 'Edit', 编辑: 'Edit', 删除: 'Delete', 查看: 'View', 详情: 'Details', 跟踪: 'Track',
  流程图: 'Diagram', 下载: 'Download', 上传: 'Upload', 启用: 'Enable', 权限配置: 'Permissions',
  发起: 'Start', 签收: 'Claim', 办理: 'Handle', 复制: 'Copy', 创建: 'Create', 部署: 'Deploy',
  变更状态: 'Change state', 新增下级: 'Add child', 导入: 'Import', 导出: 'Export', 调试: 'Debug',
  角色配置: 'Roles', 密码重置: 'Reset password', 账号解封: 'Unlock', 通过: 'Approve', 拒绝: 'Refuse',
  菜单配置: 'Menus',
};
