import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { localize } from '@hearth/plugin-sdk';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import type { EnabledPlugin } from '@/shared/plugins';
import { enabledPlugins, PluginFrame, usePluginCatalogue } from '@/shared/plugins';

function PluginWidget({ enabled }: { enabled: EnabledPlugin }) {
  const { i18n } = useTranslation();
  const id = useId();
  const { plugin, grant } = enabled;
  const widget = plugin.manifest.contributes.widget;
  const title = widget ? localize(widget.title, i18n.language) : '';
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <PluginFrame plugin={plugin} grant={grant} surface="widget" title={title} />
    </Card>
  );
}

/** The cards the user's enabled plugins put on the home page, each its plugin's `widget` frame. */
export function PluginWidgets() {
  const { t } = useTranslation();
  const id = useId();
  const catalogue = usePluginCatalogue();
  const widgets = enabledPlugins(catalogue).filter(
    (enabled) => enabled.plugin.manifest.contributes.widget,
  );
  if (widgets.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('plugins.homePlugins.title')}
        </Typography>
        <Link component={RouterLink} to={PATHS.plugin} variant="body2">
          {t('plugins.homePlugins.manage')}
        </Link>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {widgets.map((enabled) => (
          <PluginWidget key={enabled.plugin.id} enabled={enabled} />
        ))}
      </Box>
    </Box>
  );
}
