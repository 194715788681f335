import { PLUGIN_ACTIVITY_KEEP_DAYS } from '@hearth/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { notify } from '@/shared/ui/notify';
import { disablePlugin } from '../lib/plugin-grants-api';
import type { CatalogueEntry } from '../lib/plugin-status';
import { pluginStatus } from '../lib/plugin-status';
import { usePluginWords } from '../lib/use-plugin-words';
import { ActivityLogList } from './activity-log';
import { CapabilityList } from './capability-list';
import { CapabilitySwitches } from './capability-switches';
import { ContributionList } from './contribution-list';
import { PluginIcon } from './plugin-icon';
import { PluginSettingsFrame } from './plugin-settings-frame';
import { PluginStatusChip } from './plugin-status-chip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 650, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One plugin in full: what it adds, what it may do (switches, saved at once, while it is on), its
 * own settings page, and its activity log; Disable or Enable at the bottom. Full screen on phones.
 */
export function PluginDetailDialog(props: {
  entry: CatalogueEntry;
  onEnable: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const words = usePluginWords();
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  const { plugin, grant } = props.entry;
  const { manifest } = plugin;
  const name = words.text(manifest.name);
  const status = pluginStatus(props.entry);
  const on = status === 'on' && grant !== null;

  const disable = async () => {
    if (!grant) return;
    setBusy(true);
    try {
      await disablePlugin(grant);
      notify.info(t('plugins.detail.disabled', { name }));
    } catch (error) {
      notify.error(t('plugins.detail.saveFailed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={`${id}-header`} component="div" sx={{ display: 'flex', gap: 2 }}>
        <PluginIcon url={plugin.iconUrl} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plugins.card.byline', { author: manifest.author, version: plugin.version })}
          </Typography>
        </Box>
        <Box>
          <PluginStatusChip status={status} />
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        <Typography>{words.text(manifest.description)}</Typography>
        <Section title={t('plugins.card.adds')}>
          <ContributionList plugin={plugin} label={t('plugins.card.addsOf', { name })} />
        </Section>
        <Section title={t('plugins.card.asks')}>
          {on ? (
            <CapabilitySwitches plugin={plugin} grant={grant} />
          ) : (
            <CapabilityList plugin={plugin} label={t('plugins.card.asksOf', { name })} />
          )}
        </Section>
        {on && manifest.contributes.settings && (
          <Section title={words.text(manifest.contributes.settings.title)}>
            <PluginSettingsFrame plugin={plugin} grant={grant} />
          </Section>
        )}
        <Divider sx={{ mt: 3 }} />
        <Section title={t('plugins.activity.title')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('plugins.activity.lead', { days: PLUGIN_ACTIVITY_KEEP_DAYS })}
          </Typography>
          <ActivityLogList plugin={plugin.id} label={t('plugins.activity.listOf', { name })} />
        </Section>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {on ? (
          <Button color="error" variant="outlined" loading={busy} onClick={() => void disable()}>
            {t('plugins.detail.disable')}
          </Button>
        ) : (
          <Button variant="contained" onClick={props.onEnable}>
            {t(status === 'needsConsent' ? 'plugins.card.review' : 'plugins.card.enable')}
          </Button>
        )}
        <Button onClick={props.onClose} sx={{ ml: 'auto' }}>
          {t('plugins.detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
