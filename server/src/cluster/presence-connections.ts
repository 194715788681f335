/**
 * The realtime connections of users on every server process, for presence: a process records
 * its own, asks whether a user still has one elsewhere before telling friends they left, and
 * hears about users whose connections were all on a process that died (it stopped beating).
 */
export interface PresenceConnections {
  /** A connection of `userId` opened on this process. */
  add(userId: string, clientId: string): Promise<void>;
  /** A connection of this process went. */
  remove(clientId: string): Promise<void>;
  /** Those of `userIds` with a connection on another live process. */
  elsewhere(userIds: readonly string[]): Promise<Set<string>>;
  /**
   * Calls `listener` with users whose last connections were on a process that died; one
   * process hears each of them, and tells their friends they went offline.
   */
  onOrphaned(listener: (userIds: string[]) => void): () => void;
}

/** A process alone: its connections are all there are. */
export const SINGLE_PROCESS_PRESENCE: PresenceConnections = {
  add: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  elsewhere: () => Promise.resolve(new Set()),
  onOrphaned: () => () => undefined,
};
