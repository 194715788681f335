import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { deleteMessage, useConversation, usePins } from '@/shared/chat';
import { PATHS } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { useCurrentUser } from '@/shared/lib/session';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';
import { useChosenFiles } from '@/features/chat/hooks/use-chosen-files';
import { useWideLayout } from '@/features/chat/hooks/use-wide-layout';
import { chatTitle, personName } from '@/features/chat/lib/message-words';
import type { ComposeMode } from '../composer/composer';
import { Composer } from '../composer/composer';
import { GroupInfoDialog } from '../group/group-info-dialog';
import { MessageList } from '../messages/message-list';
import { canPin } from '../messages/message-rights';
import { useJumpRequest } from '../messages/use-jump-request';
import { PinnedBar } from '../pins/pinned-bar';
import { PinsDialog } from '../pins/pins-dialog';
import { ChatPluginPanels, usePanelPlugins } from '../plugins/plugin-panels';
import { ConversationHeader } from './conversation-header';
import { FileDropZone } from './file-drop-zone';

/** While the newest messages load: the list opens where it should only once they are in. */
function MessagesLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('chat.conversation.loading')}
      sx={{ flex: 1, display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}

/** One conversation: its header, its messages and the composer, with files dropped anywhere on it. */
export function ConversationScreen({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const wide = useWideLayout();
  const me = useCurrentUser()?.id ?? '';
  const conversation = useConversation(chatId);
  const { summary, status } = conversation;
  const [mode, setMode] = useState<ComposeMode>(null);
  const [deleting, setDeleting] = useState<DisplayMessage | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const [pinsOpen, setPinsOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const hasPanels = usePanelPlugins().length > 0;
  const pins = usePins(chatId);
  const jump = useJumpRequest();
  const files = useChosenFiles();
  const { busy, run } = useAsyncAction();
  useDocumentTitle(chatTitle(summary, t));

  if (status === 'loading' && !summary) return <MessagesLoading />;
  if (status === 'failed' || !summary) {
    return (
      <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error" sx={{ width: '100%' }}>
          {status === 'failed'
            ? `${t('chat.conversation.loadFailed')} ${errorText(conversation.error)}`
            : t('chat.conversation.notFound')}
        </Alert>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {status === 'failed' && (
            <Button onClick={conversation.retryLoad}>{t('chat.list.retry')}</Button>
          )}
          <Button component={RouterLink} to={PATHS.chat}>
            {t('chat.header.back')}
          </Button>
        </Box>
      </Box>
    );
  }

  const editLast = () => {
    const own = conversation.messages.findLast(
      (message) =>
        message.author === me &&
        message.record?.kind === 'text' &&
        !message.record.deleted &&
        message.text,
    );
    if (own) setMode({ kind: 'edit', message: own });
  };
  const deletingOther = deleting !== null && deleting.author !== me;
  const confirmDelete = async () => {
    const id = deleting?.record?.id;
    if (id && (await run(() => deleteMessage(id)))) setDeleting(null);
  };

  return (
    <ChatPluginPanels summary={summary} open={panelOpen} onClose={() => setPanelOpen(false)}>
      <FileDropZone onFiles={files.add}>
        <ConversationHeader
          summary={summary}
          showBack={!wide}
          onOpenInfo={() => setInfoOpen(true)}
          onTogglePlugins={hasPanels ? () => setPanelOpen((open) => !open) : undefined}
        />
        <PinnedBar
          pins={pins}
          messages={conversation.messages}
          onOpen={jump.jump}
          onShowAll={() => setPinsOpen(true)}
        />
        {status === 'loading' ? (
          <MessagesLoading />
        ) : (
          <MessageList
            key={chatId}
            conversation={conversation}
            me={me}
            onReply={(message) => setMode({ kind: 'reply', message })}
            onEdit={(message) => setMode({ kind: 'edit', message })}
            onDelete={setDeleting}
            onJump={jump.jump}
            onJumpDone={jump.done}
            pins={pins}
            jumpTo={jump.request}
          />
        )}
        <Composer
          chatId={chatId}
          summary={summary}
          me={me}
          mode={mode}
          files={files}
          onModeDone={() => setMode(null)}
          onEditLast={editLast}
          autoFocus={wide}
        />
        <ConfirmDialog
          open={deleting !== null}
          title={
            deletingOther && deleting
              ? t('chat.menu.deleteOtherTitle', {
                  name: personName(summary, deleting.author, me, t),
                })
              : t('chat.message.deleteTitle')
          }
          body={t(deletingOther ? 'chat.menu.deleteOtherBody' : 'chat.message.deleteBody')}
          confirm={t('chat.message.delete')}
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
        <PinsDialog
          open={pinsOpen}
          onClose={() => setPinsOpen(false)}
          pins={pins}
          messages={conversation.messages}
          summary={summary}
          me={me}
          canUnpin={canPin(summary)}
          onOpen={jump.jump}
        />
        {summary.chat.kind === 'group' && (
          <GroupInfoDialog open={infoOpen} summary={summary} onClose={() => setInfoOpen(false)} />
        )}
      </FileDropZone>
    </ChatPluginPanels>
  );
}
