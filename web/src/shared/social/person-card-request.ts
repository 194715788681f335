import type { PersonRef } from '@hearth/shared';
import { useSyncExternalStore } from 'react';

let open: PersonRef | null = null;
const listeners = new Set<() => void>();

function set(person: PersonRef | null): void {
  open = person;
  for (const listener of listeners) listener();
}

/** Asks the app to show someone's profile card (the app shell owns the one card dialog). */
export function openPersonCard(person: PersonRef): void {
  set(person);
}

export function closePersonCard(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person whose card is asked for, or `null`. */
export function useRequestedPersonCard(): PersonRef | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}
