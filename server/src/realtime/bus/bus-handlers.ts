import type { BusHandler, BusMessage } from './bus.js';

/**
 * The subscribers of one bus: each gets every message the bus hands on, in order; one that
 * throws is reported and the others still get it.
 */
export class BusHandlers {
  private handlers: BusHandler[] = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Adds a subscriber; returns the function that removes it. */
  add(handler: BusHandler): () => void {
    this.handlers.push(handler);
    return () => {
      this.handlers = this.handlers.filter((candidate) => candidate !== handler);
    };
  }

  dispatch(message: BusMessage): void {
    for (const handler of this.handlers) {
      try {
        handler(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.handlers = [];
  }
}
