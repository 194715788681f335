import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { TextInput } from '@/shared/ui/text-input';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useFieldErrorText } from '@/shared/hooks/use-error-text';
import { useForm } from '@/shared/hooks/use-form';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import type { UserRecord } from '@/shared/lib/pb';
import type { DefaultImages, UserInfo } from '@/shared/lib/user-info';
import { NICKNAME_MAX_LENGTH, validateNickname } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import type { ImageChange } from '../api/profile-api';
import { updateProfile, validateImage } from '../api/profile-api';
import { ImageField } from './image-field';

const KEEP: ImageChange = { kind: 'keep' };

/** Edits the nickname, avatar and background; saves them in one request. */
export function ProfileForm(props: {
  record: UserRecord;
  info: UserInfo;
  defaults: DefaultImages;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const [avatar, setAvatar] = useState<ImageChange>(KEEP);
  const [background, setBackground] = useState<ImageChange>(KEEP);
  const [fileErrors, setFileErrors] = useState<Partial<Record<'avatar' | 'background', string>>>(
    {},
  );
  const initial = useMemo(() => ({ nickname: props.record.nickname }), [props.record.nickname]);
  const validate = useCallback(
    (values: typeof initial) => ({ nickname: validateNickname(values.nickname) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ nickname }) => {
      try {
        await updateProfile(props.record.id, { nickname, avatar, background });
      } catch (error) {
        const byField = fieldErrorsOf(error);
        setFileErrors({
          avatar: byField['avatar'] && fieldErrorText(byField['avatar']),
          background: byField['background'] && fieldErrorText(byField['background']),
        });
        throw error;
      }
      setAvatar(KEEP);
      setBackground(KEEP);
      setFileErrors({});
      props.onSaved();
    },
  });

  const pick =
    (name: 'avatar' | 'background', set: (change: ImageChange) => void) =>
    (change: ImageChange) => {
      const issue = change.kind === 'replace' ? validateImage(name, change.file) : null;
      setFileErrors((current) => ({
        ...current,
        [name]: issue ? fieldErrorText(issue) : undefined,
      }));
      if (!issue) set(change);
    };
  const dirty =
    form.values.nickname !== props.record.nickname ||
    avatar.kind !== 'keep' ||
    background.kind !== 'keep';

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
      <TextInput
        label={t('auth.fields.nickname')}
        {...form.field('nickname', t('auth.register.nicknameHint', { max: NICKNAME_MAX_LENGTH }))}
        autoComplete="nickname"
        required
      />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ImageField
          label={t('profile.avatar')}
          shape="circle"
          currentUrl={props.info.avatarUrl}
          defaultUrl={props.defaults.avatarUrl}
          hasStored={Boolean(props.record.avatar)}
          change={avatar}
          onChange={pick('avatar', setAvatar)}
          error={fileErrors.avatar}
        />
        <ImageField
          label={t('profile.background')}
          shape="wide"
          currentUrl={props.info.backgroundUrl}
          defaultUrl={props.defaults.backgroundUrl}
          hasStored={Boolean(props.record.background)}
          change={background}
          onChange={pick('background', setBackground)}
          error={fileErrors.background}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button
          disabled={!dirty || form.submitting}
          onClick={() => {
            form.reset();
            setAvatar(KEEP);
            setBackground(KEEP);
            setFileErrors({});
          }}
        >
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.submitting} disabled={!dirty}>
          {t('common.save')}
        </Button>
      </Box>
    </Card>
  );
}
