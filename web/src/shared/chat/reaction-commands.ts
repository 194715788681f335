import { canonicalEmoji } from '@hearth/shared';
import { currentUser } from '../lib/session';
import { reactionStore } from './reaction-store';
import { recentReactions } from './recent-reactions';
import { createReaction, deleteReaction } from './reactions-api';

function signedIn(): string {
  const me = currentUser()?.id;
  if (!me) throw new Error('Reacting needs a signed-in user.');
  return me;
}

/**
 * Adds the signed-in user's `emoji` to a message of `chat`, or takes it back when they had
 * reacted with it already; an emoji added becomes the most recent reaction.
 */
export async function toggleReaction(chat: string, message: string, picked: string): Promise<void> {
  const me = signedIn();
  // Compared and stored in the server's form: pickers differ on the presentation selector.
  const emoji = canonicalEmoji(picked) ?? picked;
  const held = reactionStore.reactionsIn(chat).get(message) ?? [];
  const mine = held.find((record) => record.user === me && record.emoji === emoji);
  if (mine) {
    await deleteReaction(mine.id);
    reactionStore.apply({ action: 'delete', record: mine });
    return;
  }
  recentReactions.remember(me, emoji);
  const record = await createReaction(message, me, emoji);
  reactionStore.apply({ action: 'create', record });
}
