import {
  PRESENCE_MODES,
  PRESENCE_VISIBILITY,
  type PresenceMode,
  type PresenceState,
  type PresenceVisibility,
} from '@hearth/shared';

/** The realtime topic presence changes go out on (`pb.realtime.subscribe('hearth/presence', …)`). */
export const PRESENCE_TOPIC = 'hearth/presence';

/**
 * What a client hears about a user on the topic and gets from a snapshot
 * (docs/social-data-model.md). `lastSeen` is PocketBase's date format, or '' when unknown.
 */
export interface Presence {
  user: string;
  state: PresenceState;
  lastSeen: string;
}

/** The stored chosen mode; empty (or anything unknown) means `online`. */
export function modeOf(value: unknown): PresenceMode {
  return parseMode(value) ?? 'online';
}

/** A chosen mode from input, or undefined when it is not one. */
export function parseMode(value: unknown): PresenceMode | undefined {
  return PRESENCE_MODES.find((mode) => mode === value);
}

/** The stored privacy setting; empty (or anything unknown) means `friends`. */
export function visibilityOf(value: unknown): PresenceVisibility {
  return PRESENCE_VISIBILITY.find((visibility) => visibility === value) ?? 'friends';
}

/**
 * The state others see. `invisible` is `offline` to everyone; `dnd` wins over idleness, since the
 * user chose it; idle needs every connection idle (one active tab is enough to be online).
 */
export function stateOf(mode: PresenceMode, connected: boolean, allIdle: boolean): PresenceState {
  if (!connected || mode === 'invisible') return 'offline';
  if (mode === 'dnd') return 'dnd';
  return allIdle ? 'idle' : 'online';
}

/** What a user who may not be seen (any more) looks like: offline, nothing known. */
export function hiddenPresence(user: string): Presence {
  return { user, state: 'offline', lastSeen: '' };
}

/** Tells whether two presences would read the same to a client. */
export function samePresence(a: Presence, b: Presence): boolean {
  return a.user === b.user && a.state === b.state && a.lastSeen === b.lastSeen;
}
