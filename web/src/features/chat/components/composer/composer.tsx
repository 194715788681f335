import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_TEXT } from '@hearth/shared';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, DisplayMessage } from '@/shared/chat';
import { editMessage, mentionedIds, sendMessage, signalTyping } from '@/shared/chat';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';
import type { ChosenFiles } from '@/features/chat/hooks/use-chosen-files';
import type { FileProblem } from '@/features/chat/lib/file-rules';
import { personName, quoteText } from '@/features/chat/lib/message-words';
import { ComposerActionsButton } from '../plugins/composer-actions';
import { useCommandRunner } from '../plugins/use-command-runner';
import { useSlashCommands } from '../plugins/use-slash-commands';
import { AttachButton } from './attach-button';
import { ComposeBar } from './compose-bar';
import { ComposerInput } from './composer-input';
import { FileChips } from './file-chips';
import { mentionNames } from './mention-candidates';
import { useComposerText } from './use-composer-text';

/** What the composer is doing besides writing a new message. */
export type ComposeMode = { kind: 'reply' | 'edit'; message: DisplayMessage } | null;

/**
 * Enter sends and Shift+Enter starts a new line, except while an input method is composing:
 * Chinese and Japanese users confirm a candidate with Enter (`isComposing`; Safari reports 229).
 */
export function sendsOnEnter(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !event.nativeEvent.isComposing &&
    event.keyCode !== 229
  );
}

/** Start showing the length a little before the limit. */
const COUNT_FROM = MESSAGE_MAX_TEXT - 500;

/**
 * Writes a message: text that grows with it, files pasted, dropped or picked, a reply or an edit
 * in progress. The draft stays per chat across navigation and reloads.
 */
export function Composer(props: {
  chatId: string;
  summary: ChatSummary | null;
  me: string;
  mode: ComposeMode;
  files: ChosenFiles;
  onModeDone: () => void;
  onEditLast: () => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const { chatId, mode, files } = props;
  const editing = mode?.kind === 'edit' ? mode.message : null;
  const composed = useComposerText(chatId, props.me, editing);
  const [problem, setProblem] = useState('');
  const { busy, run } = useAsyncAction();
  const input = useRef<HTMLTextAreaElement>(null);
  const commands = useSlashCommands();
  const runner = useCommandRunner(props.summary, commands);

  useEffect(() => {
    if (mode) input.current?.focus();
  }, [mode]);

  const { text } = composed;
  const write = (value: string) => {
    setProblem('');
    composed.setText(value);
    if (!editing && value.trim()) signalTyping(chatId);
  };

  const submit = () => {
    const body = text.trim();
    if (body.length > MESSAGE_MAX_TEXT) {
      return setProblem(t('chat.composer.tooLong', { max: MESSAGE_MAX_TEXT, count: body.length }));
    }
    const mentions = mentionedIds(body, composed.picked(), mentionNames(props.summary, props.me));
    if (editing) {
      const id = editing.record?.id;
      if (!body && editing.attachments.length === 0) {
        return setProblem(t('chat.composer.editEmpty'));
      }
      if (!id || body === editing.text.trim()) return props.onModeDone();
      void run(() => editMessage(id, body, mentions)).then((done) => done && props.onModeDone());
      return;
    }
    if (!body && files.files.length === 0) return;
    // A known slash command runs its plugin; any other text, `/` or not, is sent as it is.
    const ran =
      files.files.length === 0 &&
      runner.run(body, {
        onDone: () => {
          composed.setText('');
          props.onModeDone();
        },
        onProblem: setProblem,
      });
    if (ran) return;
    const replyTo = mode?.kind === 'reply' ? mode.message.record?.id : undefined;
    sendMessage(chatId, {
      text: body,
      mentions,
      files: files.files.length > 0 ? [...files.files] : undefined,
      replyTo,
    });
    composed.setText('');
    files.clear();
    props.onModeDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (sendsOnEnter(event)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && mode) {
      event.preventDefault();
      props.onModeDone();
    } else if (event.key === 'ArrowUp' && !text && !mode) {
      event.preventDefault();
      props.onEditLast();
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const pasted = [...event.clipboardData.files];
    if (pasted.length === 0) return;
    event.preventDefault();
    files.add(pasted);
  };

  const problemText = (item: FileProblem) =>
    item.kind === 'tooMany'
      ? t('chat.composer.tooMany', { max: MESSAGE_MAX_ATTACHMENTS })
      : t(`chat.composer.${item.kind}`, {
          name: item.name,
          max: ATTACHMENT_MAX_BYTES / 1024 / 1024,
        });
  const problems = [...files.problems.map(problemText), ...(problem ? [problem] : [])];
  const canSend = Boolean(text.trim()) || files.files.length > 0 || editing !== null;

  return (
    <Box
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 1, sm: 2 },
        pt: 1,
        pb: 'max(8px, env(safe-area-inset-bottom))',
      }}
    >
      {problems.length > 0 && (
        <Alert
          severity="warning"
          role="alert"
          onClose={() => {
            files.dismissProblems();
            setProblem('');
          }}
          sx={{ mb: 1 }}
        >
          {problems.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {mode && (
        <ComposeBar
          kind={mode.kind}
          title={
            mode.kind === 'edit'
              ? t('chat.composer.editing')
              : t('chat.composer.replyingTo', {
                  name: personName(props.summary, mode.message.author, props.me, t),
                })
          }
          text={quoteText(mode.message, t)}
          cancelLabel={t(
            mode.kind === 'edit' ? 'chat.composer.cancelEdit' : 'chat.composer.cancelReply',
          )}
          onCancel={props.onModeDone}
        />
      )}
      {!editing && <FileChips files={files.files} onRemove={files.remove} />}
      {runner.element}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        {!editing && (
          <AttachButton
            onFiles={(picked) => {
              files.add(picked);
              input.current?.focus();
            }}
          />
        )}
        {!editing && <ComposerActionsButton summary={props.summary} />}
        <ComposerInput
          inputRef={input}
          text={text}
          summary={props.summary}
          me={props.me}
          commands={editing ? [] : commands}
          autoFocus={props.autoFocus}
          onText={write}
          onPicked={composed.addPicked}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <IconButton
          color="primary"
          aria-label={t(editing ? 'chat.composer.save' : 'chat.composer.send')}
          disabled={!canSend || busy || runner.running}
          onClick={submit}
        >
          {editing ? <CheckOutlined /> : <SendOutlined />}
        </IconButton>
      </Box>
      {text.length > COUNT_FROM && (
        <Typography
          variant="caption"
          color={text.length > MESSAGE_MAX_TEXT ? 'error' : 'text.secondary'}
          sx={{ display: 'block', textAlign: 'end', pr: 6 }}
        >
          {text.length} / {MESSAGE_MAX_TEXT}
        </Typography>
      )}
    </Box>
  );
}
