import { useTranslation } from '@/i18n/i18n';
import { PluginsEmptyState } from '@/features/plugins/components/plugins-empty-state';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/plugin`: its features arrive in their own issue; until then it says what it will do. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('plugins.title'));
  return <PluginsEmptyState />;
}
