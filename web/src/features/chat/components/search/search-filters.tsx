import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, SearchRequest } from '@/shared/chat';
import type { UserRecord } from '@/shared/lib/user-record';
import { chatTitle } from '@/features/chat/lib/message-words';

const FIELD = { flex: '1 1 120px', minWidth: 0 };

/** A date bound of the search ("after" / "before"), as the browser's date picker. */
function DateFilter(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: props.min || undefined, max: props.max || undefined },
      }}
      sx={FIELD}
    />
  );
}

/**
 * The search's filters in one compact row that wraps on phones: the chat (across chats), who
 * wrote it, and the dates between which it was written.
 */
export function SearchFilters(props: {
  request: SearchRequest;
  onChange: (request: SearchRequest) => void;
  people: readonly UserRecord[];
  me: string;
  chats?: readonly ChatSummary[];
}) {
  const { t } = useTranslation();
  const { request } = props;
  const set = (change: Partial<SearchRequest>) => props.onChange({ ...request, ...change });
  return (
    <Box
      role="group"
      aria-label={t('chat.search.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pt: 0.5, pb: 1 }}
    >
      {props.chats && (
        <TextField
          select
          size="small"
          label={t('chat.search.chat')}
          value={request.chat}
          onChange={(event) => set({ chat: event.target.value })}
          sx={FIELD}
        >
          <MenuItem value="">{t('chat.search.anyChat')}</MenuItem>
          {props.chats.map((summary) => (
            <MenuItem key={summary.chat.id} value={summary.chat.id}>
              {chatTitle(summary, t)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('chat.search.author')}
        value={request.author}
        onChange={(event) => set({ author: event.target.value })}
        sx={FIELD}
      >
        <MenuItem value="">{t('chat.search.anyone')}</MenuItem>
        {props.people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.id === props.me ? t('chat.you') : person.nickname}
          </MenuItem>
        ))}
      </TextField>
      <DateFilter
        label={t('chat.search.after')}
        value={request.after}
        max={request.before}
        onChange={(after) => set({ after })}
      />
      <DateFilter
        label={t('chat.search.before')}
        value={request.before}
        min={request.after}
        onChange={(before) => set({ before })}
      />
    </Box>
  );
}
