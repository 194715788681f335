import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import type { ClipboardEvent, KeyboardEvent, RefObject, SyntheticEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { CommandList } from '../plugins/command-list';
import type { SlashCommand } from '../plugins/slash-commands';
import { useCommandCompletion } from '../plugins/use-command-completion';
import { MentionList } from './mention-list';
import { useMentionCompletion } from './use-mention-completion';

/**
 * The message box: text that grows with it, with `@` completing the chat's members and `/` at
 * the start the plugins' commands.
 */
export function ComposerInput(props: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  summary: ChatSummary | null;
  me: string;
  commands: readonly SlashCommand[];
  autoFocus: boolean;
  onText: (value: string) => void;
  onPicked: (user: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onPaste: (event: ClipboardEvent) => void;
}) {
  const { t } = useTranslation();
  const completion = useMentionCompletion({
    text: props.text,
    summary: props.summary,
    me: props.me,
    input: props.inputRef,
    onPick(text, user) {
      props.onPicked(user.id);
      props.onText(text);
    },
  });
  const commands = useCommandCompletion({
    text: props.text,
    commands: props.commands,
    input: props.inputRef,
    onPick: props.onText,
  });
  return (
    <Box sx={{ flex: 1, position: 'relative', display: 'flex' }}>
      {completion.list && <MentionList list={completion.list} />}
      {commands.list && <CommandList list={commands.list} />}
      <InputBase
        inputRef={props.inputRef}
        value={props.text}
        onChange={(event) => {
          props.onText(event.target.value);
          completion.track(event.target);
          commands.track(event.target);
        }}
        onBlur={() => {
          completion.close();
          commands.close();
        }}
        onKeyDown={(event) =>
          completion.onKeyDown(event) || commands.onKeyDown(event) || props.onKeyDown(event)
        }
        onPaste={props.onPaste}
        placeholder={t('chat.composer.placeholder')}
        multiline
        maxRows={8}
        autoFocus={props.autoFocus}
        fullWidth
        inputProps={{
          'aria-label': t('chat.composer.label'),
          ...completion.ariaProps,
          ...commands.ariaProps,
          onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => {
            completion.track(event.currentTarget);
            commands.track(event.currentTarget);
          },
        }}
        sx={{
          flex: 1,
          px: 1.5,
          py: 1,
          borderRadius: 5,
          bgcolor: 'action.hover',
          '&.Mui-focused': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      />
    </Box>
  );
}
