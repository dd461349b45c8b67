export interface RegistrationForm extends Record<string, string> {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

/** The registration checks in their order (tenant, account, password, both passwords equal); the first failure's message key, or null. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (!form.tenantId.trim()) return 'register.tenantRequired';
  if (!form.account.trim()) return 'register.accountRequired';
  if (!form.password || !form.password2) return 'register.passwordRequired';
  if (form.password !== form.password2) return 'register.passwordMismatch';
  return null;
}
