import { TYPING_TOPIC, type TypingSignal } from '@hearth/shared';
import type { App } from '../../app.js';
import { notFound } from '../../errors.js';
import { membersOf } from './chat-queries.js';

/** Signals one member passes on per chat and per this window; clients send one per 3 s. */
export const TYPING_MIN_INTERVAL_MS = 1000;
/** Past this many remembered senders, stale ones are forgotten. */
const REMEMBERED_SENDERS = 10_000;

/**
 * "Is typing" signals: a member's signal goes to the chat's other members on `hearth/typing`,
 * through the realtime audience (nobody else, even subscribed, receives it). Nothing is stored.
 */
export class TypingSignals {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly app: App) {}

  async signal(user: string, chat: string, now = Date.now()): Promise<void> {
    const members = await membersOf(this.app.db, chat);
    if (!members.some((member) => member.user === user)) throw notFound();
    const key = `${chat}/${user}`;
    if (now - (this.lastSent.get(key) ?? -Infinity) < TYPING_MIN_INTERVAL_MS) return;
    this.remember(key, now);
    const signal: TypingSignal = { chat, user };
    const authIds = members.map((member) => member.user).filter((id) => id !== user);
    await this.app.realtime.publish(TYPING_TOPIC, signal, { audience: { authIds } });
  }

  private remember(key: string, now: number): void {
    this.lastSent.delete(key);
    this.lastSent.set(key, now);
    if (this.lastSent.size <= REMEMBERED_SENDERS) return;
    for (const [old, at] of this.lastSent) {
      if (now - at < TYPING_MIN_INTERVAL_MS || this.lastSent.size <= REMEMBERED_SENDERS / 2) break;
      this.lastSent.delete(old);
    }
  }
}
