/**
 * What a plugin may do, each asked for in its manifest and granted (or revoked) by each user.
 * The app checks every bridge call against the user's grant; the server checks every write again.
 */
export const CAPABILITIES = [
  /** Send a message into the current chat as the user, marked as sent through the plugin. */
  'messages.send',
  /** Read the message it renders and the chat's members' names and avatars. */
  'chat.read',
  /** Keep data of its own for the user (per-user storage). */
  'storage',
  /** Read and write state shared by the members of a chat, live for everyone. */
  'state',
  /** Show the user a notification. */
  'notifications',
  /** Reach the hosts its manifest names in `network`, and only those. */
  'network',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && (CAPABILITIES as readonly string[]).includes(value);
}
