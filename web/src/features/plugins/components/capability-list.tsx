import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InstalledPlugin } from '@/shared/plugins';
import { useTranslation } from '@/i18n/i18n';
import { usePluginWords } from '../lib/use-plugin-words';

/** What a plugin asks to do, in plain words; a plugin that asks nothing says so. */
export function CapabilityList({ plugin, label }: { plugin: InstalledPlugin; label: string }) {
  const { t } = useTranslation();
  const words = usePluginWords();
  if (plugin.capabilities.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('plugins.capabilities.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {plugin.capabilities.map((capability) => (
        <Box
          component="li"
          key={capability}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}
        >
          <CheckCircleOutline
            aria-hidden="true"
            fontSize="small"
            sx={{ mt: '2px', color: 'text.secondary' }}
          />
          <Typography variant="body2">{words.capability(capability, plugin)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
