import Box from '@mui/material/Box';
import { useState } from 'react';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, MessageRecord } from '@/shared/chat';
import type { InstalledPlugin, PluginGrant } from '@/shared/plugins';
import { clampFrameHeight, DEFAULT_FRAME_HEIGHT, PluginFrame } from '@/shared/plugins';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { chatTitle } from '@/features/chat/lib/message-words';
import { messageHost } from './chat-plugin-host';
import { frameHeights } from './frame-heights';
import { useOnScreen } from './use-on-screen';

/** How wide a plugin message is drawn, at most (narrower bubbles on phones make it narrower). */
const FRAME_WIDTH = 400;

/**
 * A plugin message drawn by its plugin. The frame is created only once the message comes on
 * screen (a chat with hundreds of them stays light), and starts at the height it last had, so
 * scrolling away and back moves nothing. Its fallback text stays for screen readers and search.
 */
export function PluginMessageFrame(props: {
  plugin: InstalledPlugin;
  grant: PluginGrant;
  record: MessageRecord;
  /** The message type's starting height from the manifest. */
  height: number | undefined;
  summary: ChatSummary | null;
  me: string;
}) {
  const { t } = useTranslation();
  const { plugin, record } = props;
  const box = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(box);
  const [height] = useState(
    () => frameHeights.get(record.id) ?? clampFrameHeight(props.height ?? DEFAULT_FRAME_HEIGHT),
  );
  const host = messageHost(plugin, record, props.summary, props.me, chatTitle(props.summary, t));
  return (
    <Box ref={box} sx={{ width: FRAME_WIDTH, maxWidth: '100%' }}>
      <VisuallyHidden>{record.text}</VisuallyHidden>
      {onScreen ? (
        <PluginFrame
          plugin={plugin}
          grant={props.grant}
          surface="message"
          context={{ chatId: record.chat, messageId: record.id }}
          host={host}
          height={height}
          onHeight={(next) => frameHeights.set(record.id, next)}
        />
      ) : (
        <Box sx={{ height }} />
      )}
    </Box>
  );
}
