import { useTranslation } from '@/i18n/i18n';
import { PluginsPage } from '@/features/plugins/components/plugins-page';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/plugin`: the plugin catalogue, consent, activity, and the superuser's install. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('plugins.title'));
  return <PluginsPage />;
}
