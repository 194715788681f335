import { EVERYONE, WATCH_ALL, type BusSubject } from './bus-subjects.js';

/** The first token of every subject when none is given. */
export const DEFAULT_NATS_PREFIX = 'hearth';

/** Tokens NATS takes as they are; anything else is encoded. */
const PLAIN_TOKEN = /^[A-Za-z0-9_-]+$/;
const PREFIX = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** Throws unless `prefix` is one or more plain NATS tokens (`hearth`, `acme.hearth`). */
export function checkNatsPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) {
    throw new Error(`A NATS subject prefix is tokens of letters, digits, _ and -, got "${prefix}"`);
  }
  return prefix;
}

/**
 * The NATS subject of a bus subject: `<prefix>.<kind>.<key>`, e.g. `hearth.user.k3x9…`.
 * A key NATS could misread (dots, wildcards, spaces, anything but letters, digits, `_` and
 * `-`) is sent as `~` and its base64url form, which no plain key starts with. `WATCH_ALL`
 * becomes the wildcard over every `watch` subject.
 */
export function natsSubject(prefix: string, subject: BusSubject): string {
  if (subject === EVERYONE) return `${prefix}.${EVERYONE}`;
  if (subject === WATCH_ALL) return `${prefix}.watch.*`;
  const slash = subject.indexOf('/');
  const kind = subject.slice(0, slash);
  const key = subject.slice(slash + 1);
  const token = PLAIN_TOKEN.test(key) ? key : `~${Buffer.from(key).toString('base64url')}`;
  return `${prefix}.${kind}.${token}`;
}
