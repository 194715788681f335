import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { pluralKey } from '@/shared/lib/plural';

/** How many friends the user shares with someone ("2 mutual friends"). */
export function MutualCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {t(pluralKey('people.card.mutualFriends', count, i18n.language), { count })}
    </Typography>
  );
}
