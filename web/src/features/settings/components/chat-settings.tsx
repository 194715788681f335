import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useChatSettings } from '@/shared/chat';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { notify } from '@/shared/ui/notify';
import { SettingsSection } from './settings-section';

function SettingSwitch(props: {
  label: string;
  body: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={props.checked}
            disabled={props.disabled}
            onChange={(event) => props.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': id } }}
          />
        }
        label={props.label}
      />
      <Typography id={id} variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
        {props.body}
      </Typography>
    </Box>
  );
}

/** Chat: whether others see when the user has read their messages, and the message sound. */
export function ChatSettings() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useChatSettings();
  const [saving, setSaving] = useState(false);
  const setReceipts = async (on: boolean) => {
    setSaving(true);
    try {
      await settings.setHideReadReceipts(!on);
    } catch (error) {
      notify.error(t('chat.actionFailed'), errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <SettingsSection title={t('chat.settings.title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SettingSwitch
          label={t('chat.settings.receipts')}
          body={t('chat.settings.receiptsBody')}
          checked={!settings.hideReadReceipts}
          disabled={saving}
          onChange={(on) => void setReceipts(on)}
        />
        <SettingSwitch
          label={t('chat.settings.sound')}
          body={t('chat.settings.soundBody')}
          checked={settings.sound}
          onChange={settings.setSound}
        />
      </Box>
    </SettingsSection>
  );
}
