import { currentUser } from '../lib/session';
import { blocksStore, friendshipsStore } from './friendships-store';
import {
  acceptFriendship,
  createBlock,
  createFriendRequest,
  createSuggestionDismissal,
  deleteBlock,
  deleteFriendship,
} from './social-api';

function me(): string {
  const user = currentUser();
  if (!user) throw new Error('signed out');
  return user.id;
}

function forgetFriendship(
  matches: (record: { id: string; requester: string; addressee: string }) => boolean,
) {
  for (const record of friendshipsStore.getState().items) {
    if (matches(record)) friendshipsStore.apply({ action: 'delete', record });
  }
}

/**
 * What a user can do about someone. Each write's answer is applied at once, so this tab does not
 * wait for the realtime echo that updates the other tabs (and the other person's).
 */
export const friendActions = {
  async sendRequest(personId: string): Promise<void> {
    const record = await createFriendRequest(me(), personId);
    friendshipsStore.apply({ action: 'create', record });
  },
  async accept(friendshipId: string): Promise<void> {
    const record = await acceptFriendship(friendshipId);
    friendshipsStore.apply({ action: 'update', record });
  },
  /** Cancels a request, declines one, or ends a friendship. */
  async remove(friendshipId: string): Promise<void> {
    await deleteFriendship(friendshipId);
    forgetFriendship((record) => record.id === friendshipId);
  },
  async block(personId: string): Promise<void> {
    const record = await createBlock(me(), personId);
    blocksStore.apply({ action: 'create', record });
    // The server ended the pair's friendship or request with the block.
    forgetFriendship((record) => record.requester === personId || record.addressee === personId);
  },
  async unblock(blockId: string): Promise<void> {
    await deleteBlock(blockId);
    const record = blocksStore.getState().items.find((item) => item.id === blockId);
    if (record) blocksStore.apply({ action: 'delete', record });
  },
  async dismissSuggestion(personId: string): Promise<void> {
    await createSuggestionDismissal(me(), personId);
  },
};
