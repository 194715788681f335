import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { friendActions } from '../friend-actions';
import { useSocialAction } from './use-social-action';

/** Everything one can do about a person, each with its notification; resolves with success. */
export interface PersonCommands {
  busy: boolean;
  sendRequest(): Promise<boolean>;
  accept(friendshipId: string): Promise<boolean>;
  decline(friendshipId: string): Promise<boolean>;
  cancelRequest(friendshipId: string): Promise<boolean>;
  removeFriend(friendshipId: string): Promise<boolean>;
  block(): Promise<boolean>;
  unblock(blockId: string): Promise<boolean>;
  dismissSuggestion(): Promise<boolean>;
}

/** The commands for `person`, sharing one busy state (one write at a time per person). */
export function usePersonCommands(person: { id: string; nickname: string }): PersonCommands {
  const { t } = useTranslation();
  const { busy, run } = useSocialAction();
  const { id } = person;
  const name = person.nickname;
  return useMemo(
    () => ({
      busy,
      sendRequest: () =>
        run(() => friendActions.sendRequest(id), t('people.done.requestSent', { name })),
      accept: (friendshipId) =>
        run(() => friendActions.accept(friendshipId), t('people.done.accepted', { name })),
      decline: (friendshipId) =>
        run(() => friendActions.remove(friendshipId), t('people.done.declined', { name })),
      cancelRequest: (friendshipId) =>
        run(() => friendActions.remove(friendshipId), t('people.done.canceled', { name })),
      removeFriend: (friendshipId) =>
        run(() => friendActions.remove(friendshipId), t('people.done.removed', { name })),
      block: () => run(() => friendActions.block(id), t('people.done.blocked', { name })),
      unblock: (blockId) =>
        run(() => friendActions.unblock(blockId), t('people.done.unblocked', { name })),
      dismissSuggestion: () =>
        run(() => friendActions.dismissSuggestion(id), t('people.done.dismissed', { name })),
    }),
    [busy, run, t, id, name],
  );
}
