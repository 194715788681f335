import type { HearthPlugin, PluginContext } from '@hearth/plugin-sdk';
import type { Poll } from './poll.js';
import { parsePollCommand } from './poll.js';
import type { PollTexts } from './texts.js';
import { TEXTS } from './texts.js';

/** Sends `poll` as a poll message into the current chat. */
export function sendPoll(
  hearth: HearthPlugin,
  poll: Poll,
  texts: PollTexts,
): Promise<{ id: string }> {
  return hearth.send({ type: 'poll', payload: poll, fallback: texts.fallback(poll) });
}

/**
 * The `command` surface: `/poll Question | option | option` sends the poll, and the frame
 * closes either way. A command that is not a poll (one option, no question) sends nothing: the
 * frame cannot draw, and the command's usage says what it takes. A refused send is the app's to
 * explain.
 */
export async function runPollCommand(hearth: HearthPlugin, context: PluginContext): Promise<void> {
  const poll = parsePollCommand(context.command?.args ?? '');
  try {
    if (poll) await sendPoll(hearth, poll, TEXTS[context.locale]);
  } catch {
    // note: the app refused the message and tells the user why (a revoked capability).
  } finally {
    await hearth.close();
  }
}
