import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useSearch as useRawSearch } from 'wouter/use-browser-location';
import { authApi, type Captcha } from '../../api/auth';
import { config, features } from '../../base/config';
import { login, loginBySocial } from '../../auth/login';
import { ApiError } from '../../core/http';
import { loginFailureText } from './registration-outcome';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import '../../i18n/shell';
import { TextInput } from '../../ui/fields';
import { useFormState } from '../../ui/form-state';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { prefetchConsole } from '../prefetch';
import { redirectTarget } from '../redirect';

// Only a social-login guest needs it: not part of the first load.
const RegisterDialog = lazy(() => import('./RegisterDialog'));

interface LoginValues extends Record<string, string> {
  tenantId: string;
  username: string;
  password: string;
  captchaCode: string;
}

const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

export default function LoginPage() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [guest, setGuest] = useState<{ tenantId: string; oauthId: string } | null>(null);
  const form = useFormState<LoginValues>(
    { tenantId: config.defaultTenant, username: '', password: '', captchaCode: '' },
    {
      tenantId: (v) => (features.tenantMode ? required('login.tenantRequired')(v) : undefined),
      username: required('login.accountRequired'),
      password: required('login.passwordRequired'),
      captchaCode: (v) => (features.captchaMode ? required('login.captchaRequired')(v) : undefined),
    },
  );
  const error = (name: keyof LoginValues) => (form.errors[name] ? t(form.errors[name]!) : undefined);
  // Where the visitor was going when the guard sent them here; read now, as the guard leaves
  // this page as soon as the session starts, before the user's menus have loaded.
  const goingTo = redirectTarget(useRawSearch()) ?? config.homePath;

  const loadCaptcha = () => authApi.captcha().then(setCaptcha, () => undefined);
  useEffect(() => {
    if (features.captchaMode) void loadCaptcha();
  }, []);

  const run = async (work: () => Promise<unknown>) => {
    prefetchConsole();
    setBusy(true);
    setFailure('');
    try {
      await work();
    } catch (cause) {
      // Shown once: here, unless the HTTP client has already shown it (a call after the token's).
      const shown = cause instanceof ApiError && cause.shown;
      const networkFailure = cause instanceof ApiError && cause.code === 0;
      if (!shown) setFailure(networkFailure ? t('message.networkError') : loginFailureText(cause instanceof Error ? cause.message : String(cause), t));
      if (features.captchaMode) void loadCaptcha();
    } finally {
      setBusy(false);
    }
  };

  useSocialLogin((source, code, state) =>
    run(async () => {
      if ((await loginBySocial(source, code, state, goingTo)) === 'guest') {
        setGuest({ tenantId: session.userInfo?.tenant_id ?? state, oauthId: session.userInfo?.oauth_id ?? '' });
      }
    }),
  );

  const submit = () => {
    if (!form.validate()) return;
    const { tenantId, username, password, captchaCode } = form.values;
    void run(() =>
      login({
        tenantId: features.tenantMode ? tenantId : config.defaultTenant,
        username,
        password,
        captcha: features.captchaMode && captcha ? { key: captcha.key, code: captchaCode } : undefined,
      }, goingTo),
    );
  };

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-top">
          <div>
            <h1>{t('login.heading')}</h1>
            <p className="muted">{t('login.subtitle')}</p>
          </div>
          <LanguageSelect />
        </div>
        <form
          className="form"
          aria-label={t('login.heading')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {features.tenantMode && (
            <TextInput label={t('login.tenantId')} {...form.field('tenantId')} error={error('tenantId')} isDisabled={busy} />
          )}
          <TextInput label={t('login.account')} autoComplete="username" autoFocus {...form.field('username')} error={error('username')} isDisabled={busy} />
          <TextInput label={t('login.password')} type="password" autoComplete="current-password" {...form.field('password')} error={error('password')} isDisabled={busy} />
          {features.captchaMode && (
            <div className="captcha-row">
              <TextInput label={t('login.captcha')} {...form.field('captchaCode')} error={error('captchaCode')} isDisabled={busy} />
              <button type="button" className="captcha-image" aria-label={t('login.captchaImage')} onClick={() => void loadCaptcha()}>
                {captcha && <img src={captcha.image} alt="" />}
              </button>
            </div>
          )}
          {failure && <p role="alert" className="form-failure">{failure}</p>}
          <button type="submit" className="button primary wide" disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
      </div>
      {guest && (
        <Suspense fallback={null}>
          <RegisterDialog tenantId={guest.tenantId} oauthId={guest.oauthId} onClose={() => setGuest(null)} />
        </Suspense>
      )}
    </main>
  );
}

/** Runs the social login once when the page opens with source, code and state in its query. */
function useSocialLogin(start: (source: string, code: string, state: string) => void) {
  const search = useSearch();
  const started = useRef(false);
  useEffect(() => {
    const query = new URLSearchParams(search);
    const [source, code, state] = ['source', 'code', 'state'].map((k) => query.get(k) ?? '');
    if (started.current || !source || !code || !state) return;
    started.current = true;
    start(source, code, state);
  }, [search, start]);
}
