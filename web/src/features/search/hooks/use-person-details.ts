import type { PersonDetails } from '@hearth/shared';
import { useEffect, useState } from 'react';
import { fetchPersonDetails } from '../api/people-api';

export type PersonDetailsState =
  | { status: 'loading' }
  | { status: 'done'; details: PersonDetails }
  | { status: 'failed'; error: unknown };

type Answer = { id: string; details: PersonDetails } | { id: string; error: unknown };

/**
 * Loads a person's card (bio, status, mutual friends) each time it is asked for `id`; a card seen
 * before shows until the fresh one arrives.
 */
export function usePersonDetails(id: string | null): PersonDetailsState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!id) return;
    let current = true;
    fetchPersonDetails(id).then(
      (details) => current && setAnswer({ id, details }),
      (error: unknown) => current && setAnswer({ id, error }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (!answer || answer.id !== id) return { status: 'loading' };
  return 'details' in answer
    ? { status: 'done', details: answer.details }
    : { status: 'failed', error: answer.error };
}
