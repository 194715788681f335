import type { Capability } from '@hearth/plugin-sdk';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCurrentUser } from '@/shared/lib/session';
import { FormAlert } from '@/shared/ui/form-alert';
import { notify } from '@/shared/ui/notify';
import { enablePlugin } from '../lib/plugin-grants-api';
import type { CatalogueEntry } from '../lib/plugin-status';
import { pluginStatus } from '../lib/plugin-status';
import { usePluginWords } from '../lib/use-plugin-words';

/**
 * Everything is ticked the first time; when the user agreed before (an update asks for more, or
 * the plugin was turned off), what they had turned off stays off and only the new asks are ticked.
 */
function initialChoice({ plugin, grant }: CatalogueEntry): ReadonlySet<Capability> {
  if (!grant) return new Set(plugin.capabilities);
  return new Set(
    plugin.capabilities.filter(
      (capability) => grant.granted.includes(capability) || !grant.consented.includes(capability),
    ),
  );
}

/**
 * Asks before a plugin is turned on: every capability it asks for, each with a checkbox (what
 * stops working is said under any the user turns off). Allow writes the grant: the user
 * consented to everything listed and granted what they left checked.
 */
export function ConsentDialog({ entry, onClose }: { entry: CatalogueEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const words = usePluginWords();
  const id = useId();
  const me = useCurrentUser()?.id ?? '';
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { plugin, grant } = entry;
  const name = words.text(plugin.manifest.name);
  const [checked, setChecked] = useState<ReadonlySet<Capability>>(() => initialChoice(entry));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const toggle = (capability: Capability, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(capability);
    else next.delete(capability);
    setChecked(next);
  };

  const allow = async () => {
    setBusy(true);
    setError(null);
    try {
      await enablePlugin(me, plugin, grant, [...checked]);
      notify.success(t('plugins.consent.enabled', { name }));
      onClose();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={`${id}-title`}>{t('plugins.consent.title', { name })}</DialogTitle>
      <DialogContent>
        {pluginStatus(entry) === 'needsConsent' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('plugins.consent.updated', { name, version: plugin.version })}
          </Alert>
        )}
        <FormAlert error={error} />
        <Typography id={`${id}-lead`} sx={{ mb: 1 }}>
          {plugin.capabilities.length > 0
            ? t('plugins.consent.lead', { name })
            : t('plugins.capabilities.none')}
        </Typography>
        <FormGroup aria-label={t('plugins.consent.listLabel', { name })}>
          {plugin.capabilities.map((capability) => {
            const on = checked.has(capability);
            const isNew = grant !== null && !grant.consented.includes(capability);
            const helpId = `${id}-${capability}-off`;
            return (
              <Box key={capability} sx={{ py: 0.5 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={on}
                      onChange={(event) => toggle(capability, event.target.checked)}
                      slotProps={{
                        input: { 'aria-describedby': on ? undefined : helpId },
                      }}
                    />
                  }
                  label={
                    <>
                      {words.capability(capability, plugin)}
                      {isNew && (
                        <Chip
                          size="small"
                          color="warning"
                          label={t('plugins.consent.new')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </>
                  }
                />
                {!on && (
                  <FormHelperText id={helpId} sx={{ ml: 4, mt: -0.5 }}>
                    {words.whenOff(capability)}
                  </FormHelperText>
                )}
              </Box>
            );
          })}
        </FormGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('plugins.consent.sandbox')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void allow()}>
          {t('plugins.consent.allow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
