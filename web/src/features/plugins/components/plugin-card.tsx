import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CatalogueEntry } from '../lib/plugin-status';
import { pluginStatus } from '../lib/plugin-status';
import { usePluginWords } from '../lib/use-plugin-words';
import { CapabilityList } from './capability-list';
import { ContributionList } from './contribution-list';
import { PluginIcon } from './plugin-icon';
import { PluginStatusChip } from './plugin-status-chip';

/**
 * One installed plugin in the catalogue: who made it, what it adds, what it may do in plain
 * words, and where it stands for the user, with the one action that fits.
 */
export function PluginCard(props: {
  entry: CatalogueEntry;
  onEnable: () => void;
  onDetails: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const words = usePluginWords();
  const id = useId();
  const { plugin } = props.entry;
  const { manifest } = plugin;
  const name = words.text(manifest.name);
  const status = pluginStatus(props.entry);

  return (
    <Card
      component="article"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <PluginIcon url={plugin.iconUrl} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={id} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plugins.card.byline', { author: manifest.author, version: plugin.version })}
          </Typography>
        </Box>
        <PluginStatusChip status={status} />
      </Box>
      <Typography>{words.text(manifest.description)}</Typography>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('plugins.card.adds')}
        </Typography>
        <ContributionList plugin={plugin} label={t('plugins.card.addsOf', { name })} />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('plugins.card.asks')}
        </Typography>
        <CapabilityList plugin={plugin} label={t('plugins.card.asksOf', { name })} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto' }}>
        {status !== 'on' && (
          <Button
            variant="contained"
            onClick={props.onEnable}
            aria-label={t(
              status === 'needsConsent' ? 'plugins.card.reviewNamed' : 'plugins.card.enableNamed',
              { name },
            )}
          >
            {t(status === 'needsConsent' ? 'plugins.card.review' : 'plugins.card.enable')}
          </Button>
        )}
        <Button
          variant={status === 'on' ? 'contained' : 'outlined'}
          onClick={props.onDetails}
          aria-label={t('plugins.card.detailsNamed', { name })}
        >
          {t('plugins.card.details')}
        </Button>
        {props.onRemove && (
          <Button
            color="error"
            onClick={props.onRemove}
            aria-label={t('plugins.remove.buttonNamed', { name })}
            sx={{ ml: 'auto' }}
          >
            {t('plugins.remove.button')}
          </Button>
        )}
      </Box>
    </Card>
  );
}
