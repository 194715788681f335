import type { BusHandler, BusMessage, RealtimeBus } from './bus.js';

/**
 * The bus of a single server process: messages go straight to this process's subscribers.
 * Each message is encoded to JSON and decoded once, as a bus between processes would, so that
 * nothing that could not cross a process boundary slips into the message format.
 */
export class InProcessBus implements RealtimeBus {
  private handlers: BusHandler[] = [];
  private closed = false;

  constructor(private readonly onHandlerError: (error: unknown) => void = () => undefined) {}

  publish(message: BusMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The realtime bus is closed.'));
    let copy: BusMessage;
    try {
      copy = decode(JSON.stringify(message));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    for (const handler of this.handlers) {
      try {
        handler(copy);
      } catch (error) {
        this.onHandlerError(error);
      }
    }
    return Promise.resolve();
  }

  subscribe(handler: BusHandler): () => void {
    this.handlers.push(handler);
    return () => {
      this.handlers = this.handlers.filter((candidate) => candidate !== handler);
    };
  }

  close(): Promise<void> {
    this.closed = true;
    this.handlers = [];
    return Promise.resolve();
  }
}

function decode(text: string): BusMessage {
  // note: the text was produced from a BusMessage one line above; parsing cannot change its shape.
  return JSON.parse(text) as BusMessage;
}
