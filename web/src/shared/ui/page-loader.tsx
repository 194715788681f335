import { useTranslation } from '@/i18n/i18n';

/** A quiet centred spinner while a page loads (plain CSS from app/base.css: it shows first). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="h-loader">
      <span className="h-spinner" role="progressbar" aria-label={t('common.loading')} />
    </div>
  );
}
