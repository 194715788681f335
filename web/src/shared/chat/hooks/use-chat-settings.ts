import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { hidesReadReceipts, saveHideReadReceipts } from '../read-receipts-setting';
import { isSoundOn, setSoundOn, subscribeToSound } from '../sound-setting';

/** Chat's settings. */
export interface ChatSettings {
  /** Whether new messages play a sound (this browser). */
  sound: boolean;
  setSound(on: boolean): void;
  /** Whether the user hides read receipts (their account; fair both ways). */
  hideReadReceipts: boolean;
  setHideReadReceipts(on: boolean): Promise<void>;
}

/** Reads and changes chat's settings. */
export function useChatSettings(): ChatSettings {
  const user = useCurrentUser();
  const me = user?.id ?? '';
  const sound = useSyncExternalStore(subscribeToSound, isSoundOn, isSoundOn);
  const setHideReadReceipts = useCallback(
    async (on: boolean) => {
      if (me) await saveHideReadReceipts(me, on);
    },
    [me],
  );
  return {
    sound,
    setSound: setSoundOn,
    hideReadReceipts: hidesReadReceipts(user),
    setHideReadReceipts,
  };
}
