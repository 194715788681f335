import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** Names the tab after a console page: "<title> · Console", then the app's own suffix. */
export function useConsoleTitle(title: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('console.shell.documentTitle', { title }));
}
