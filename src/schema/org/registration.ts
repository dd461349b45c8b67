/**
 * 注册审核: the applications social-login guests filed (register-guest stores them as users whose
 * roles are BladeX's pending '-1'), on a screen of their own. The list is read-only: an
 * application is approved (通过, with its roles and department) or refused (拒绝, with a reason
 * the applicant reads at their next login) by the screen's commands (commands/org/).
 */
import { defineResource } from '../types';

export const registration = defineResource({
  name: 'registration',
  // The applications are rows of the user table, listed by their own call.
  table: 'user',
  title: { zh: '注册审核', en: 'Registrations' },
  menuPath: '/system/registration',
  menuCode: 'registration',
  api: { prefix: '/blade-system/user', list: 'page', listPath: 'audit-list', detail: false, submit: false, remove: false, aliases: { prefixes: ['/blade-user'] } },
  scope: 'tenant',
  buttons: { add: false, edit: false, delete: false, view: false },
  titleField: 'realName',
  actions: [
    { command: 'org.registration.approve', label: { zh: '通过', en: 'Approve' }, permission: 'registration_pass', rows: 'some', tone: 'primary' },
    { command: 'org.registration.refuse', label: { zh: '拒绝', en: 'Refuse' }, permission: 'registration_refuse', rows: 'some', tone: 'danger' },
  ],
  fields: [
    { name: 'account', label: { zh: '登录账号', en: 'Account' }, kind: 'input', search: true, form: false },
    { name: 'realName', label: { zh: '申请人', en: 'Applicant' }, kind: 'input', search: true, form: false },
    { name: 'email', label: { zh: '电子邮箱', en: 'Email' }, kind: 'input', form: false },
    { name: 'createTime', label: { zh: '申请时间', en: 'Applied' }, kind: 'datetime', form: false },
  ],
});
