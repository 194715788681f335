import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

/** Deletes the account, after the user types their email address to confirm. */
export function DeleteAccount(props: { id: string; email: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      title={t('settings.delete.title')}
      lead={t('settings.delete.lead')}
      tone="danger"
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('settings.delete.open')}
      </Button>
      <DeleteAccountDialog
        open={open}
        id={props.id}
        email={props.email}
        onClose={() => setOpen(false)}
        onDeleted={props.onDeleted}
      />
    </SettingsSection>
  );
}
