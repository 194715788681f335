import type { LiveEvent, LiveStore } from '../social/live-records';
import { createLiveStore } from '../social/live-records';
import { liveEvent } from './chat-api';
import type { MessageRecord } from './chat-records';
import { listenToChats } from './chat-stream';
import type { PinnedMessage } from './pins-api';
import { fetchPin, fetchPins, pins } from './pins-api';

const stores = new Map<string, LiveStore<PinnedMessage>>();

/** A realtime event has no expand: a new pin is fetched again with its message. */
async function withMessage(event: LiveEvent<PinnedMessage>): Promise<LiveEvent<PinnedMessage>> {
  if (event.action === 'delete' || event.record.expand?.message) return event;
  try {
    return { ...event, record: await fetchPin(event.record.id) };
  } catch {
    return event; // note: the screen falls back to the message it holds, or a placeholder.
  }
}

/** What a message's change does to its pins: a deletion unpins, an edit refreshes the text. */
function followMessage(store: LiveStore<PinnedMessage>, message: MessageRecord) {
  for (const pin of store.getState().items) {
    if (pin.message !== message.id) continue;
    const record = { ...pin, expand: { message } };
    store.apply({ action: message.deleted ? 'delete' : 'update', record });
  }
}

function createPinStore(chat: string): LiveStore<PinnedMessage> {
  const store: LiveStore<PinnedMessage> = createLiveStore<PinnedMessage>({
    load: () => fetchPins(chat),
    async listen(onEvent) {
      const stream = listenToChats({
        message(event) {
          if (event.record.chat === chat) followMessage(store, event.record);
        },
      });
      const stop = await (
        await pins()
      ).subscribe('*', (event) => {
        const pin = liveEvent(event);
        if (pin.record.chat === chat) void withMessage(pin).then(onEvent);
      });
      return async () => {
        stream.stop();
        await stop();
      };
    },
  });
  return store;
}

/** The live pins of `chat` (one store per chat, loaded while someone retains it). */
export function pinStore(chat: string): LiveStore<PinnedMessage> {
  let store = stores.get(chat);
  if (!store) {
    store = createPinStore(chat);
    stores.set(chat, store);
  }
  return store;
}
