import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { pinMessage, toggleReaction, unpinMessage } from '@/shared/chat';
import { notify } from '@/shared/ui/notify';
import { messagePath } from '@/features/chat/lib/chat-paths';
import type { MessageListContext } from './list-context';
import type { MessageActions } from './message-menu';
import { messageRights } from './message-rights';

/**
 * The actions `message` offers the signed-in user (see `messageRights`), wired to the data layer;
 * failures are told in a notice.
 */
export function useMessageActions(
  message: DisplayMessage,
  context: MessageListContext,
  openPicker: () => void,
  openReport: () => void,
): MessageActions {
  const { t } = useTranslation();
  const record = message.record;
  if (!record) return {};
  const rights = messageRights(message, context.summary, context.me);
  const pin = context.pinOf(record.id);
  const failed = () => notify.error(t('chat.actionFailed'));
  const copy = (text: string, done: string) => {
    const copied =
      navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => notify.success(done),
      () => notify.error(t('chat.menu.copyFailed')),
    );
  };
  const link = () => `${window.location.origin}${messagePath(record.chat, record.id)}`;
  return {
    onReply: rights.reply ? () => context.reply(message) : undefined,
    onReact: rights.react
      ? (emoji) =>
          void toggleReaction(record.chat, record.id, emoji).catch(() =>
            notify.error(t('chat.reactions.failed')),
          )
      : undefined,
    onMoreReactions: rights.react ? openPicker : undefined,
    onCopy: rights.copyText ? () => copy(message.text, t('chat.menu.textCopied')) : undefined,
    onCopyLink: rights.copyLink ? () => copy(link(), t('chat.menu.linkCopied')) : undefined,
    onEdit: rights.edit ? () => context.edit(message) : undefined,
    onPin:
      rights.pin && !pin ? () => void pinMessage(record.chat, record.id).catch(failed) : undefined,
    onUnpin: rights.pin && pin ? () => void unpinMessage(pin).catch(failed) : undefined,
    onDelete: rights.delete ? () => context.remove(message) : undefined,
    onReport: rights.report ? openReport : undefined,
  };
}
