/** What ordering sessions needs of them. */
interface Ordered {
  id: string;
  lastActive: string;
}

/**
 * Splits sessions into this device's (`currentId`) and the others, the most recently active
 * first. PocketBase dates (`2026-11-24 10:00:00.000Z`) sort as text.
 */
export function orderSessions<T extends Ordered>(
  items: readonly T[],
  currentId: string | null,
): { current: T | null; others: T[] } {
  const current = items.find((item) => item.id === currentId) ?? null;
  const others = items
    .filter((item) => item !== current)
    .sort((a, b) => b.lastActive.localeCompare(a.lastActive));
  return { current, others };
}
