import { useTranslation } from '@/i18n/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { clearChunkReloadFlag } from './lazy-route';

/**
 * Shown when a page cannot load or crashes: what happened, and a way out. Plain elements styled
 * by app/base.css, since what failed to load may be the component library itself.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';

  const retry = () => {
    clearChunkReloadFlag();
    window.location.reload();
  };

  return (
    <div className="h-error-page">
      <div className="h-error-card" role="alert">
        <h1>{t('routeError.title')}</h1>
        <p>{t('routeError.body')}</p>
        {detail && <pre>{detail}</pre>}
        <div className="h-error-actions">
          <button type="button" className="h-error-retry" onClick={retry}>
            {t('routeError.retry')}
          </button>
          <a href={PATHS.home}>{t('routeError.home')}</a>
        </div>
      </div>
    </div>
  );
}
