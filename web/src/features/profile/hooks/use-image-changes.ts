import { useState } from 'react';
import { useFieldErrorText } from '@/shared/hooks/use-error-text';
import { fieldErrorsOf } from '@/shared/lib/api-error';
import type { ImageChange } from '../api/profile-api';

export type ImageName = 'avatar' | 'background';

const KEEP: ImageChange = { kind: 'keep' };
const UNCHANGED: Record<ImageName, ImageChange> = { avatar: KEEP, background: KEEP };

/** The profile form's pending image changes and their translated errors. */
export interface ImageChanges extends Record<ImageName, ImageChange> {
  errors: Partial<Record<ImageName, string>>;
  dirty: boolean;
  /** Counts the resets: a view keyed by it starts afresh (no refusal of a file left showing). */
  resets: number;
  /** Takes a change for one image (a picked file has been checked against the limits already). */
  pick: (name: ImageName) => (change: ImageChange) => void;
  /** Shows the server's file errors from a failed save. */
  showServerErrors: (error: unknown) => void;
  reset: () => void;
}

/** Tracks the avatar and background changes the profile form will save. */
export function useImageChanges(): ImageChanges {
  const fieldErrorText = useFieldErrorText();
  const [changes, setChanges] = useState(UNCHANGED);
  const [errors, setErrors] = useState<Partial<Record<ImageName, string>>>({});
  const [resets, setResets] = useState(0);

  const pick = (name: ImageName) => (change: ImageChange) => {
    // A new choice answers the last save's error about this image.
    setErrors((current) => ({ ...current, [name]: undefined }));
    setChanges((current) => ({ ...current, [name]: change }));
  };
  const showServerErrors = (error: unknown) => {
    const byField = fieldErrorsOf(error);
    setErrors({
      avatar: byField['avatar'] && fieldErrorText(byField['avatar']),
      background: byField['background'] && fieldErrorText(byField['background']),
    });
  };
  const reset = () => {
    setChanges(UNCHANGED);
    setErrors({});
    setResets((count) => count + 1);
  };
  const dirty = changes.avatar.kind !== 'keep' || changes.background.kind !== 'keep';
  return { ...changes, errors, dirty, resets, pick, showServerErrors, reset };
}
