import { currentUser } from '../lib/session';
import { pinStore } from './pin-store';
import type { PinnedMessage } from './pins-api';
import { createPin, deletePin } from './pins-api';

/** Pins `message` of `chat` for every member. */
export async function pinMessage(chat: string, message: string): Promise<void> {
  const me = currentUser()?.id;
  if (!me) throw new Error('Pinning needs a signed-in user.');
  const record = await createPin(chat, message, me);
  pinStore(chat).apply({ action: 'create', record });
}

/** Unpins `pin` for every member. */
export async function unpinMessage(pin: PinnedMessage): Promise<void> {
  await deletePin(pin.id);
  pinStore(pin.chat).apply({ action: 'delete', record: pin });
}
