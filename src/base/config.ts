/** Every business constant of the console (paging, token timing, headers, themes, limits), once. Nothing else in src/ hard-codes these values. */
export const config = {
  /** Prefix of every localStorage key the console writes. */
  keyPrefix: 'saber',
  apiBase: '/api',
  requestTimeout: 10000,
  tokenHeader: 'Blade-Auth',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  /** Seconds a token may age before the console refreshes it. */
  tokenTime: 3000,
  tokenCheckInterval: 10000,
  defaultTenant: '000000',
  /** BladeX's platform tenant (ADMIN_TENANT_ID): its administrator sees and manages every tenant. */
  platformTenant: '000000',
  /** The role alias of BladeX's administrator (RoleConstant.ADMINISTRATOR). */
  administratorRole: 'administrator',
  /** Codes rejected silently by the HTTP client (no error message shown). */
  statusWhiteList: [] as number[],
  defaultLanguage: 'zh' as const,
  languages: ['zh', 'en'] as const,
  defaultColor: '#566F61',
  defaultTheme: 'theme-white',
  themes: [
    'default', 'theme-white', 'theme-dark', 'theme-star', 'theme-bule', 'theme-iview',
    'theme-vip', 'theme-cool', 'theme-d2', 'theme-hey', 'theme-lte',
  ] as const,
  errorBadgeMax: 99,
  lockPage: '/lock',
  homePath: '/wel/index',
  /** Seconds a lazily loaded page section may take before it is reported as failed. */
  sectionLoadTimeout: 120,
  dateFilterKeys: { from: 'createTime_dategt', to: 'createTime_datelt' },
  pageSize: 10,
  pageSizes: [10, 30, 50, 100, 200] as const,
  tenantPackageDialogWidth: 600,
  dictDialogWidth: 880,
  avatar: { maxBytes: 500 * 1024, types: ['image/jpeg', 'image/png'] },
  phoneLength: 11,
  breakpoints: { small: 768, medium: 992, large: 1200 },
  noticeDemoDelay: 1000,
  /** The ureport designer BladeX's report screens open (设计 → /designer, 预览 → /preview). */
  reportUrl: 'http://localhost:8108/ureport',
} as const;

export type Language = (typeof config.languages)[number];
/** A text in every language of the console, e.g. a command's title or a field's label. */
export type Localized = Record<Language, string>;
export type Theme = (typeof config.themes)[number];

/** The feature switches (tenant mode, captcha, switchMode), mutable so a deployment or a test can turn them. */
export const features = {
  tenantMode: true,
  captchaMode: false,
  switchMode: false,
};
