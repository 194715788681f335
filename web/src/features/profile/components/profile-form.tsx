import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { DefaultImages, UserInfo } from '@/shared/lib/user-info';
import type { UserRecord } from '@/shared/lib/user-record';
import { NICKNAME_MAX_LENGTH } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormField } from '@/shared/ui/form-field';
import { useProfileForm } from '../hooks/use-profile-form';
import { BioField } from './bio-field';
import { ProfileFormActions } from './profile-form-actions';
import { ProfileImages } from './profile-images';

/** Edits the nickname, bio, avatar and background; saves them in one request. */
export function ProfileForm(props: {
  record: UserRecord;
  info: UserInfo;
  defaults: DefaultImages;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { form, images, dirty, cancel } = useProfileForm(props.record, props.onSaved);

  return (
    <Card
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="profile-form-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="profile-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('profile.formTitle')}
      </Typography>
      <FormAlert error={form.formError} />
      <FormField
        form={form}
        field="nickname"
        label={t('auth.fields.nickname')}
        autoComplete="nickname"
        hint={t('auth.register.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
        margin="none"
      />
      <BioField form={form} />
      <Divider sx={{ my: 3 }} />
      <ProfileImages
        record={props.record}
        info={props.info}
        defaults={props.defaults}
        images={images}
      />
      <ProfileFormActions dirty={dirty} busy={form.submitting} onCancel={cancel} />
    </Card>
  );
}
