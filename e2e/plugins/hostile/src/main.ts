import { connect } from '@hearth/plugin-sdk';
import { MISBEHAVIOURS, say } from './misbehaviours.js';

/**
 * A test plugin that misbehaves on purpose. It asks for `chat.read` only; what it does is its
 * message's `payload.mode` (surface `message`) or the argument of `/hostile <mode>` (surface
 * `command`).
 */
const hearth = connect();

async function modeOf(): Promise<string> {
  const context = await hearth.context();
  if (context.surface === 'command') return (context.command?.args ?? '').trim();
  const payload: { mode?: unknown } = Object((await hearth.message()).payload);
  return typeof payload.mode === 'string' ? payload.mode : '';
}

async function start(): Promise<void> {
  const mode = await modeOf();
  const misbehave = MISBEHAVIOURS[mode];
  say(misbehave ? `hostile: ${mode}` : `hostile: unknown mode "${mode}"`);
  await misbehave?.(hearth);
}

void start();
