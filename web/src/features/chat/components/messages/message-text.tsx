import { useMemo } from 'react';
import { parseMessage } from '@/shared/markdown/message-markdown';
import type { MentionedPerson } from '@/shared/markdown/message-nodes';
import { MessageBlocks } from './body/markdown-blocks';
import { useEmojiLookup } from './body/use-emoji-lookup';

const NOBODY: readonly MentionedPerson[] = [];

/**
 * A message's text, formatted: a chat's Markdown (bold, italic, strikethrough, code, quotes,
 * lists), links, `:shortcode:` emoji, and the `@nickname`s of `mentioned`. Everything is built as
 * React elements from text, so markup in a message shows as the characters typed; see
 * `body/README.md`.
 */
export function MessageText(props: {
  text: string;
  mentioned?: readonly MentionedPerson[];
  /** The signed-in user, whose own mentions stand out. */
  me?: string;
}) {
  const { text, mentioned = NOBODY } = props;
  const emoji = useEmojiLookup(text);
  const blocks = useMemo(() => parseMessage(text, { mentioned, emoji }), [text, mentioned, emoji]);
  return <MessageBlocks blocks={blocks} me={props.me ?? ''} />;
}
