/**
 * A login refused because of the account's registration, said in the console's language. The
 * server says it in Chinese (注册申请正在审核中… while it waits; 注册申请未通过，原因：<reason>
 * once refused); the reason is the administrator's own words and is shown as they wrote it.
 * Any other message comes back unchanged.
 */
type Translate = (key: string, params?: Record<string, unknown>) => string;

const PENDING = /^注册申请正在审核中/;
const REFUSED = /^注册申请未通过，原因：([\s\S]*)$/;

export function loginFailureText(message: string, t: Translate): string {
  if (PENDING.test(message)) return t('login.registrationPending');
  const refused = REFUSED.exec(message);
  return refused ? t('login.registrationRefused', { reason: refused[1] }) : message;
}
