import type { MessageRecord } from './chat-records';

/** Which of two versions of a record is the later one (PocketBase dates sort as text). */
function isNewer(incoming: MessageRecord, held: MessageRecord): boolean {
  return incoming.updated >= held.updated;
}

/**
 * Merges `incoming` into `held` (ordered by seq): one entry per id, the later version of each
 * (a page that was on its way may carry an older version than a realtime update that overtook it).
 */
export function mergeMessages(
  held: readonly MessageRecord[],
  incoming: readonly MessageRecord[],
): MessageRecord[] {
  const byId = new Map(held.map((record) => [record.id, record]));
  for (const record of incoming) {
    const known = byId.get(record.id);
    if (!known || isNewer(record, known)) byId.set(record.id, record);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held, or 0. */
export function newestSeq(held: readonly MessageRecord[]): number {
  return held.at(-1)?.seq ?? 0;
}

/** The newest `updated` among the held records ('' when none): where a catch-up of edits starts. */
export function latestUpdate(held: readonly MessageRecord[]): string {
  return held.reduce((latest, record) => (record.updated > latest ? record.updated : latest), '');
}
