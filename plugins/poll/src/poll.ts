/** A poll message's payload: the question and its options, in order. */
export interface Poll {
  question: string;
  options: string[];
}

export const POLL_LIMITS = {
  minOptions: 2,
  maxOptions: 10,
  questionMaxChars: 200,
  optionMaxChars: 60,
} as const;

/**
 * The poll a `/poll` command's arguments describe, or `null` when they describe none.
 *
 *   'Lunch? | Pizza | Sushi'   => { question: 'Lunch?', options: ['Pizza', 'Sushi'] }
 *   'Lunch? | Pizza | | Sushi' => the same (empty options are dropped)
 *   'Lunch? | Pizza'           => null (one option)
 */
export function parsePollCommand(args: string): Poll | null {
  const [question = '', ...options] = args.split('|').map((part) => part.trim());
  return checkPoll({ question, options: options.filter((option) => option !== '') });
}

/**
 * The poll if it is one people can vote on: a question, 2 to 10 different options, none of
 * them too long; else `null`.
 */
export function checkPoll({ question, options }: Poll): Poll | null {
  const distinct = new Set(options.map((option) => option.toLocaleLowerCase()));
  const fits =
    question !== '' &&
    question.length <= POLL_LIMITS.questionMaxChars &&
    options.length >= POLL_LIMITS.minOptions &&
    options.length <= POLL_LIMITS.maxOptions &&
    distinct.size === options.length &&
    options.every((option) => option !== '' && option.length <= POLL_LIMITS.optionMaxChars);
  return fits ? { question, options } : null;
}

/** A message's payload as a poll, or `null` when it is not one this plugin can draw. */
export function readPoll(payload: unknown): Poll | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { question, options }: { question?: unknown; options?: unknown } = payload;
  if (typeof question !== 'string' || !Array.isArray(options)) return null;
  if (!options.every((option): option is string => typeof option === 'string')) return null;
  return checkPoll({ question, options });
}
