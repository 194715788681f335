import type { Capability } from '@hearth/plugin-sdk';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { InstalledPlugin, PluginGrant } from '@/shared/plugins';
import { notify } from '@/shared/ui/notify';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { setGranted } from '../lib/plugin-grants-api';
import { usePluginWords } from '../lib/use-plugin-words';

const key = (granted: readonly Capability[]) => [...granted].sort().join(',');

/**
 * An enabled plugin's capabilities as switches: each turn revokes or restores one, saved at once.
 * What the user chose shows until the grant's realtime echo carries it (or another tab's change).
 */
export function CapabilitySwitches(props: { plugin: InstalledPlugin; grant: PluginGrant }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const words = usePluginWords();
  const id = useId();
  const { plugin, grant } = props;
  const [pending, setPending] = useState<{ base: string; value: Capability[] } | null>(null);
  const [saved, setSaved] = useState('');
  const shown = pending?.base === key(grant.granted) ? pending.value : grant.granted;

  const change = async (capability: Capability, on: boolean) => {
    const value = on ? [...shown, capability] : shown.filter((item) => item !== capability);
    setPending({ base: key(grant.granted), value });
    setSaved('');
    try {
      await setGranted(plugin, grant, value);
      setSaved(t('plugins.detail.saved'));
    } catch (error) {
      setPending(null);
      notify.error(t('plugins.detail.saveFailed'), errorText(error));
    }
  };

  return (
    <FormGroup aria-label={t('plugins.detail.capabilitiesLabel')}>
      {plugin.capabilities.map((capability) => {
        const on = shown.includes(capability);
        const helpId = `${id}-${capability}`;
        return (
          <Box key={capability} sx={{ py: 0.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={on}
                  onChange={(event) => void change(capability, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': on ? undefined : helpId } }}
                />
              }
              label={words.capability(capability, plugin)}
            />
            {!on && (
              <FormHelperText id={helpId} sx={{ ml: 6, mt: -0.5 }}>
                {words.whenOff(capability)}
              </FormHelperText>
            )}
          </Box>
        );
      })}
      <Box role="status" aria-live="polite">
        <VisuallyHidden>{saved}</VisuallyHidden>
      </Box>
    </FormGroup>
  );
}
