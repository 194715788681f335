import Typography from '@mui/material/Typography';
import type { DisplayMessage } from '@/shared/chat';
import type { MentionedPerson } from '@/shared/markdown/message-nodes';
import { MessageAttachments } from '../message-attachments';
import { MessageText } from '../message-text';
import { LinkPreviewCard } from './link-preview-card';

/** What a message that is not deleted holds: its files, its text, and its link's preview. */
export function BubbleBody(props: {
  message: DisplayMessage;
  mine: boolean;
  mentioned: readonly MentionedPerson[];
  me: string;
}) {
  const { message } = props;
  return (
    <>
      <MessageAttachments message={message} />
      {message.text && (
        <Typography component="div" sx={{ mt: message.attachments.length > 0 ? 0.5 : 0 }}>
          <MessageText text={message.text} mentioned={props.mentioned} me={props.me} />
        </Typography>
      )}
      {message.record && <LinkPreviewCard record={message.record} removable={props.mine} />}
    </>
  );
}
