/** 应用管理: the OAuth2 clients allowed to ask for tokens (defaults as BladeX's blade_client table has them). */
import { defineResource } from '../types';

const grantTypes = ['refresh_token', 'password', 'authorization_code', 'captcha', 'social'];

const positiveSeconds = {
  message: { zh: '请输入大于0的整数秒数', en: 'Enter a whole number of seconds above 0' },
  test: (value: unknown) => Number.isInteger(Number(value)) && Number(value) > 0,
};

export const client = defineResource({
  name: 'client',
  title: { zh: '应用管理', en: 'Clients' },
  menuPath: '/system/client',
  menuCode: 'client',
  api: { prefix: '/blade-system/client', list: 'list', detail: true, submit: true, remove: true },
  scope: 'platform',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'clientId',
  fields: [
    { name: 'clientId', label: { zh: '应用id', en: 'Client id' }, kind: 'input', search: true, required: { zh: '请输入应用id', en: 'Enter the client id' } },
    { name: 'clientSecret', label: { zh: '应用密钥', en: 'Client secret' }, kind: 'input', search: true, required: { zh: '请输入应用密钥', en: 'Enter the client secret' } },
    {
      name: 'authorizedGrantTypes',
      label: { zh: '授权类型', en: 'Grant types' },
      kind: 'multiSelect',
      options: { static: grantTypes.map((type) => ({ value: type, label: type })) },
      defaultValue: 'refresh_token,password,authorization_code',
      required: { zh: '请选择授权类型', en: 'Choose the grant types' },
    },
    { name: 'scope', label: { zh: '授权范围', en: 'Scope' }, kind: 'input', defaultValue: 'all', required: { zh: '请输入授权范围', en: 'Enter the scope' } },
    {
      name: 'accessTokenValidity',
      label: { zh: '令牌秒数', en: 'Token seconds' },
      kind: 'number',
      defaultValue: 3600,
      required: { zh: '请输入令牌秒数', en: 'Enter the token lifetime' },
      rules: [positiveSeconds],
    },
    {
      name: 'refreshTokenValidity',
      label: { zh: '刷新秒数', en: 'Refresh seconds' },
      kind: 'number',
      defaultValue: 604800,
      required: { zh: '请输入刷新秒数', en: 'Enter the refresh-token lifetime' },
      rules: [positiveSeconds],
    },
    { name: 'webServerRedirectUri', label: { zh: '回调地址', en: 'Redirect URI' }, kind: 'input', required: { zh: '请输入回调地址', en: 'Enter the redirect URI' } },
    { name: 'resourceIds', label: { zh: '资源集合', en: 'Resource ids' }, kind: 'input', column: false },
    { name: 'authorities', label: { zh: '权限', en: 'Authorities' }, kind: 'input', column: false },
    { name: 'autoapprove', label: { zh: '自动授权', en: 'Auto-approve' }, kind: 'input', column: false },
    { name: 'additionalInformation', label: { zh: '附加说明', en: 'Additional information' }, kind: 'input', column: false },
  ],
});
