import type { BusHandler, BusMessage, BusStats, RealtimeBus } from './bus.js';
import { BusHandlers } from './bus-handlers.js';

/**
 * The bus of a single server process: messages go straight to this process's subscribers,
 * whatever their subjects (every one of them is this process's). Each message is encoded to
 * JSON and decoded once, as a bus between processes would, so that nothing that could not
 * cross a process boundary slips into the message format.
 */
export class InProcessBus implements RealtimeBus {
  readonly routesBySubject = false;
  private readonly handlers: BusHandlers;
  private closed = false;
  private received = 0;

  constructor(onHandlerError: (error: unknown) => void = () => undefined) {
    this.handlers = new BusHandlers(onHandlerError);
  }

  publish(message: BusMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The realtime bus is closed.'));
    let copy: BusMessage;
    try {
      copy = decode(JSON.stringify(message));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    this.received += 1;
    this.handlers.dispatch(copy);
    return Promise.resolve();
  }

  subscribe(handler: BusHandler): () => void {
    return this.handlers.add(handler);
  }

  /** Every message reaches this process anyway. */
  setInterest(): void {}

  interestApplied(): Promise<void> {
    return Promise.resolve();
  }

  stats(): BusStats {
    return { received: this.received, handled: this.received };
  }

  close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    return Promise.resolve();
  }
}

function decode(text: string): BusMessage {
  // note: the text was produced from a BusMessage one line above; parsing cannot change its shape.
  return JSON.parse(text) as BusMessage;
}
