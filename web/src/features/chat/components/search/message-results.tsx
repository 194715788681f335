import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, MessageSearch, MoreResults } from '@/shared/chat';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { useCurrentUser } from '@/shared/lib/session';
import { useNow } from '@/shared/social/hooks/use-now';
import { SearchHit } from './search-hit';
import { NAV_ITEM } from './use-arrow-focus';

function Searching() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5 }}>
      <CircularProgress size={18} aria-hidden="true" />
      <Typography color="text.secondary">{t('chat.search.loading')}</Typography>
    </Box>
  );
}

function Note({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
      {text}
    </Typography>
  );
}

/** Below the results: more of them on demand, or why they did not come. */
function MoreButton(props: { more: MoreResults; onMore: () => void }) {
  const { t } = useTranslation();
  if (props.more === 'none') return null;
  if (props.more === 'loading') return <Searching />;
  return (
    <Box sx={{ px: 2, py: 1, display: 'grid', gap: 1, justifyItems: 'start' }}>
      {props.more === 'failed' && (
        <Typography role="alert" color="error" variant="body2">
          {t('chat.search.moreFailed')}
        </Typography>
      )}
      <Button onClick={props.onMore} {...NAV_ITEM}>
        {t('chat.search.more')}
      </Button>
    </Box>
  );
}

/**
 * Found messages as the server ranks them, each opening its conversation at the message; or
 * why there are none yet (searching, too short, nothing found, a failure to retry).
 */
export function MessageResults(props: {
  search: MessageSearch;
  query: string;
  summaries: readonly ChatSummary[];
  showChat: boolean;
  idleText?: string;
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useCurrentUser()?.id ?? '';
  const now = useNow();
  const { search } = props;
  switch (search.status) {
    case 'idle':
      return props.idleText ? <Note text={props.idleText} /> : null;
    case 'tooShort':
      return <Note text={t('chat.search.tooShort')} />;
    case 'loading':
      return <Searching />;
    case 'failed':
      return (
        <Alert
          severity="error"
          sx={{ mx: 2, my: 1 }}
          action={<Button onClick={search.retry}>{t('chat.search.retry')}</Button>}
        >
          {t('chat.search.failed')} {errorText(search.error)}
        </Alert>
      );
    case 'done':
      if (search.hits.length === 0) {
        return <Note text={t('chat.search.noResults', { query: props.query.trim() })} />;
      }
      return (
        <>
          <Box
            component="ul"
            aria-label={t('chat.search.messages')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {search.hits.map((hit) => (
              <SearchHit
                key={hit.message.id}
                hit={hit}
                summary={props.summaries.find((row) => row.chat.id === hit.message.chat) ?? null}
                showChat={props.showChat}
                me={me}
                now={now}
                onPick={props.onPick}
              />
            ))}
          </Box>
          <MoreButton more={search.more} onMore={search.loadMore} />
        </>
      );
  }
}
