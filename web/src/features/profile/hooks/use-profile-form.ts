import { useCallback, useMemo } from 'react';
import { useForm } from '@/shared/hooks/use-form';
import type { UserRecord } from '@/shared/lib/user-record';
import { validateNickname } from '@/shared/lib/validation';
import { updateProfile } from '../api/profile-api';
import { useImageChanges } from './use-image-changes';

/** The profile form's state: the nickname and both images, saved in one request. */
export function useProfileForm(record: UserRecord, onSaved: () => void) {
  const images = useImageChanges();
  const initial = useMemo(() => ({ nickname: record.nickname }), [record.nickname]);
  const validate = useCallback(
    (values: typeof initial) => ({ nickname: validateNickname(values.nickname) }),
    [],
  );
  const form = useForm({
    initial,
    validate,
    onSubmit: async ({ nickname }) => {
      const { avatar, background } = images;
      try {
        await updateProfile(record.id, { nickname, avatar, background });
      } catch (error) {
        images.showServerErrors(error);
        throw error;
      }
      images.reset();
      onSaved();
    },
  });
  const dirty = form.values.nickname !== record.nickname || images.dirty;
  const cancel = () => {
    form.reset();
    images.reset();
  };
  return { form, images, dirty, cancel };
}
