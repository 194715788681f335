import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { isSdkError } from '@/shared/lib/api-error';
import { TextInput } from '@/shared/ui/text-input';
import { useConsoleClient, useConsoleSuperuser } from '../shell/console-session';

/** The templates `POST /api/settings/test/email` sends, by the server's names. */
const TEMPLATES = ['verification', 'password-reset', 'email-change', 'otp', 'login-alert'] as const;

type Outcome = { sent: true } | { sent: false; message: string } | null;

/** The server's own words for a failed send (they carry the SMTP server's refusal). */
function failureText(error: unknown): string {
  if (isSdkError(error)) {
    const message = error.response['message'];
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Sends one mail template to an address with the saved SMTP settings and says how it went. */
export function TestMailDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useConsoleClient();
  const superuser = useConsoleSuperuser();
  const templateLabel = useId();
  const [email, setEmail] = useState(superuser?.email ?? '');
  const [template, setTemplate] = useState<string>('verification');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    // note: the dialog sits inside the mail form in React's tree, which would save on this submit.
    event.stopPropagation();
    setSending(true);
    setOutcome(null);
    try {
      await client.settings.testEmail('_superusers', email.trim(), template);
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ sent: false, message: failureText(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void send(event)} noValidate>
        <DialogTitle>{t('console.settings.testMail.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput
              label={t('console.settings.testMail.email')}
              value={email}
              type="email"
              required
              autoFocus
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormControl>
              <FormLabel id={templateLabel}>{t('console.settings.testMail.template')}</FormLabel>
              <RadioGroup
                aria-labelledby={templateLabel}
                value={template}
                onChange={(event) => setTemplate(event.target.value)}
              >
                {TEMPLATES.map((name) => (
                  <FormControlLabel
                    key={name}
                    value={name}
                    control={<Radio />}
                    label={t(`console.settings.testMail.templates.${name}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {outcome?.sent && (
              <Alert severity="success" role="status">
                {t('console.settings.testMail.sent', { email: email.trim() })}
              </Alert>
            )}
            {outcome && !outcome.sent && (
              <Alert severity="error" role="alert">
                {outcome.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('console.settings.testMail.close')}</Button>
          <Button type="submit" variant="contained" disabled={sending || email.trim() === ''}>
            {sending ? t('console.settings.testMail.sending') : t('console.settings.testMail.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
