import { useCallback, useMemo } from 'react';
import { useForm } from '@/shared/hooks/use-form';
import type { UserRecord } from '@/shared/lib/user-record';
import { recordText } from '@/shared/lib/user-record';
import { BIO_MAX_LENGTH, validateMaxLength, validateNickname } from '@/shared/lib/validation';
import { updateProfile } from '../api/profile-api';
import { useImageChanges } from './use-image-changes';

/** The profile form's state: the nickname, the bio and both images, saved in one request. */
export function useProfileForm(record: UserRecord, onSaved: () => void) {
  const images = useImageChanges();
  const bio = recordText(record, 'bio');
  const initial = useMemo(() => ({ nickname: record.nickname, bio }), [record.nickname, bio]);
  const validate = useCallback(
    (values: typeof initial) => ({
      nickname: validateNickname(values.nickname),
      bio: validateMaxLength(values.bio, BIO_MAX_LENGTH),
    }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async (values) => {
      const { avatar, background } = images;
      let saved: UserRecord;
      try {
        saved = await updateProfile(record.id, { ...values, avatar, background });
      } catch (error) {
        images.showServerErrors(error);
        throw error;
      }
      // The server keeps what was sent trimmed: show that, so the form is not left dirty.
      form.reset({ nickname: saved.nickname, bio: recordText(saved, 'bio') });
      images.reset();
      onSaved();
    },
  });
  const dirty =
    form.values.nickname !== initial.nickname || form.values.bio !== initial.bio || images.dirty;
  const cancel = () => {
    form.reset();
    images.reset();
  };
  return { form, images, dirty, cancel };
}
