import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/i18n/i18n';

export type SignInTab = 'password' | 'code';

/** The choice between password and emailed code; both tabs control the `panel-login` panel. */
export function SignInTabs(props: { value: SignInTab; onChange: (tab: SignInTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={props.value}
      onChange={(_event, value: SignInTab) => props.onChange(value)}
      variant="fullWidth"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        value="password"
        label={t('auth.login.passwordTab')}
        id="tab-password"
        aria-controls="panel-login"
      />
      <Tab value="code" label={t('auth.login.codeTab')} id="tab-code" aria-controls="panel-login" />
    </Tabs>
  );
}
