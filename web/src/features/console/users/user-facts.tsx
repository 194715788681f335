import { SUPPORTED_LANGUAGES } from '@hearth/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { LANGUAGE_NAMES } from '@/shared/ui/language-names';
import { formatDate } from '../shared/format-date';
import { lastSeenOf } from './last-seen';
import { dateOf } from './user-records';
import type { UserOverview } from './users-api';

/** One term and its value in the facts list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The person at a glance: account, activity and how connected they are. */
export function UserFacts({ overview }: { overview: UserOverview }) {
  const { t, i18n } = useTranslation();
  const { user } = overview;
  const moment = (date: Date | null) =>
    date ? formatDate(date, i18n.language) : t('console.users.never');
  const lastSeen = lastSeenOf(overview);
  const language = SUPPORTED_LANGUAGES.find((known) => known === user.language);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
        m: 0,
      }}
    >
      <Fact term={t('console.users.facts.verified')}>
        {user.verified ? t('console.users.facts.yes') : t('console.users.facts.no')}
      </Fact>
      <Fact term={t('console.users.facts.created')}>{moment(dateOf(user.created))}</Fact>
      <Fact term={t('console.users.facts.language')}>
        {language ? LANGUAGE_NAMES[language] : t('console.users.facts.unset')}
      </Fact>
      <Fact term={t('console.users.facts.lastSeen')}>
        {moment(lastSeen.date)}
        {lastSeen.source && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {t(`console.users.lastSeenFrom.${lastSeen.source}`)}
          </Typography>
        )}
      </Fact>
      <Fact term={t('console.users.facts.sessions')}>{overview.sessions.length}</Fact>
      <Fact term={t('console.users.facts.friends')}>{overview.friends}</Fact>
      <Fact term={t('console.users.facts.chats')}>{overview.chats}</Fact>
    </Box>
  );
}
