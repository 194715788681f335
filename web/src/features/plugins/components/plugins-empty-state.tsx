import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import { useTranslation } from '@/i18n/i18n';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** The plugins page until plugins arrive: what it will do. */
export function PluginsEmptyState() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={<ExtensionOutlined />}
      badge={t('comingSoon.badge')}
      title={t('plugins.title')}
      lead={t('plugins.lead')}
      items={[
        {
          icon: <TuneOutlined />,
          title: t('plugins.items.install.title'),
          body: t('plugins.items.install.body'),
        },
        {
          icon: <ShieldOutlined />,
          title: t('plugins.items.sandbox.title'),
          body: t('plugins.items.sandbox.body'),
        },
        {
          icon: <CodeOutlined />,
          title: t('plugins.items.build.title'),
          body: t('plugins.items.build.body'),
        },
      ]}
    />
  );
}
