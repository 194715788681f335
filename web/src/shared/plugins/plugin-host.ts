import type { PluginContext, PluginMember, PluginMessage } from '@hearth/plugin-sdk';
import type { StateScope } from './plugin-state';

/** The surface-specific part of a frame's context: which chat, message, command or action. */
export type FrameContext = Pick<PluginContext, 'chatId' | 'messageId' | 'command' | 'action'>;

/** A message a plugin sends through its frame. */
export interface OutgoingPluginMessage {
  type: string;
  payload: unknown;
  fallback: string;
}

/**
 * What the feature that embeds a frame supplies: the chat's side of the bridge. A method whose
 * callback is missing is refused with `surface_unsupported`.
 */
export interface PluginHost {
  /** The message a `message` surface draws (`message.get`). */
  getMessage?(): PluginMessage | null;
  /** The chat's members (`members.list`). */
  listMembers?(): PluginMember[];
  /** Sends the plugin's message into the current chat as the user; answers the stored id. */
  sendMessage?(message: OutgoingPluginMessage): Promise<{ id: string }>;
  /** Where the frame's shared state lives: its message's, or the chat's (`message: ''`). */
  state?: StateScope;
  /** The chat's name, for the activity log's "read" entries. */
  chatName?: string;
}
