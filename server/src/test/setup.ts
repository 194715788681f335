import { EventSource } from 'eventsource';

// The SDK's realtime service uses the browser's global EventSource, which Node 20 lacks.
if (!('EventSource' in globalThis)) {
  Object.assign(globalThis, { EventSource });
}
