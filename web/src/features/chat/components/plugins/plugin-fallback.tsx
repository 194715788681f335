import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';

/** What a plugin message offers when its frame cannot be drawn. */
export type FallbackOffer =
  { kind: 'enable'; pluginId: string; name: string } | { kind: 'missing' } | { kind: 'none' };

/** `/plugin?enable=poll`: the catalogue opens its consent dialog for that plugin. */
export function enablePath(pluginId: string): string {
  return `${PATHS.plugin}?enable=${encodeURIComponent(pluginId)}`;
}

/**
 * A plugin message without its plugin: the plain text its plugin wrote for such readers, and the
 * way to draw it properly (turn the plugin on), or word that it is not installed.
 */
export function PluginFallback(props: { text: string; offer: FallbackOffer }) {
  const { t } = useTranslation();
  const { offer } = props;
  return (
    <Box>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {props.text}
      </Typography>
      {offer.kind === 'enable' && (
        <Link component={RouterLink} to={enablePath(offer.pluginId)} variant="body2">
          {t('chatPlugins.enable', { plugin: offer.name })}
        </Link>
      )}
      {offer.kind === 'missing' && (
        <Typography variant="body2" color="text.secondary">
          {t('chatPlugins.notInstalled')}
        </Typography>
      )}
    </Box>
  );
}
