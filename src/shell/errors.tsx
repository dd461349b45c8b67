import { Link } from 'wouter';
import { config } from '../base/config';
import { useT } from '../i18n';
import '../i18n/shell';

function ErrorPage({ code, textKey }: { code: string; textKey: string }) {
  const t = useT();
  return (
    <main className="error-page">
      <h1>{code}</h1>
      <p>{t(textKey)}</p>
      <Link href={config.homePath} className="button primary">{t('error.backHome')}</Link>
    </main>
  );
}

export const NotFoundPage = () => <ErrorPage code="404" textKey="error.notFound" />;
export const ForbiddenPage = () => <ErrorPage code="403" textKey="error.forbidden" />;
export const ServerErrorPage = () => <ErrorPage code="500" textKey="error.serverError" />;
