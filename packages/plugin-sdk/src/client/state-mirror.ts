import type { StateEntry } from '../protocol.js';

interface PendingWrite {
  key: string;
  own: boolean;
  /** The entry as written, or `null` for a removal. */
  entry: StateEntry | null;
  /** The app stored it; the next state the app sends includes it. */
  stored: boolean;
}

/**
 * Shared state as a plugin should draw it: the app's last word, with the plugin's own writes
 * shown from the moment they are made (a vote lights up at the click, not a round trip later).
 * A write shows until the app either refuses it or sends state again after storing it.
 */
export class StateMirror {
  private confirmed: StateEntry[] = [];
  private readonly pending = new Map<string, PendingWrite>();
  private nextWrite = 0;

  constructor(private readonly onChange: (entries: StateEntry[]) => void) {}

  /** The entries as they should be drawn now. */
  entries(): StateEntry[] {
    const writes = [...this.pending.values()];
    const replaced = (entry: StateEntry) =>
      writes.some(
        (write) => write.key === entry.key && (write.own ? entry.mine : entry.owner === ''),
      );
    return [
      ...this.confirmed.filter((entry) => !replaced(entry)),
      ...writes.flatMap((write) => (write.entry ? [write.entry] : [])),
    ];
  }

  /** The app sent its state: writes it already stored are part of it now. */
  receive(entries: StateEntry[]): void {
    this.confirmed = entries;
    for (const [id, write] of this.pending) if (write.stored) this.pending.delete(id);
    this.onChange(this.entries());
  }

  /** Shows a write at once (`value` undefined: a removal); returns its id for `settle`. */
  write(key: string, own: boolean, value: unknown): string {
    const id = String(this.nextWrite++);
    for (const [other, write] of this.pending) {
      if (write.key === key && write.own === own) this.pending.delete(other);
    }
    const entry: StateEntry | null =
      value === undefined
        ? null
        : { key, value, owner: '', mine: own, updatedBy: '', updated: new Date().toISOString() };
    this.pending.set(id, { key, own, entry, stored: false });
    this.onChange(this.entries());
    return id;
  }

  /** The app answered the write `id`: stored, or refused (then it stops showing). */
  settle(id: string, stored: boolean): void {
    const write = this.pending.get(id);
    if (!write) return;
    if (stored) {
      write.stored = true;
      return;
    }
    this.pending.delete(id);
    this.onChange(this.entries());
  }
}
