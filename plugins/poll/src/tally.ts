import type { StateEntry } from '@hearth/plugin-sdk';
import type { Poll } from './poll.js';

/** The shared-state key of a member's vote: one entry per member (`own`), the option's index. */
export const VOTE_KEY = 'vote';

/** One voter of an option. */
export interface Voter {
  id: string;
  mine: boolean;
}

/** The votes of a poll, counted. */
export interface Tally {
  /** Voters per option, in the poll's order of options. */
  voters: Voter[][];
  total: number;
  /** The option the signed-in user voted for, or `null`. */
  mine: number | null;
}

/**
 * Counts the votes among a poll message's state: entries under `vote` with an owner and the
 * index of one of the options. Anything else in the state is not a vote and is left out.
 */
export function tally(poll: Poll, entries: readonly StateEntry[]): Tally {
  const voters: Voter[][] = poll.options.map(() => []);
  let mine: number | null = null;
  for (const entry of entries) {
    const option = voteOf(entry, poll.options.length);
    if (option === null) continue;
    voters[option]?.push({ id: entry.owner, mine: entry.mine });
    if (entry.mine) mine = option;
  }
  return { voters, total: voters.reduce((sum, list) => sum + list.length, 0), mine };
}

function voteOf(entry: StateEntry, options: number): number | null {
  const { key, value, owner, mine } = entry;
  if (key !== VOTE_KEY || (owner === '' && !mine)) return null;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < options
    ? value
    : null;
}

/** A share of the votes as a whole percentage (0 when nobody voted). */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}
