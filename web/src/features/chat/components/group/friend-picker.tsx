import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { SocialPerson } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';

/** Picks friends by name: a search field over a list of check boxes. */
export function FriendPicker(props: {
  people: readonly SocialPerson[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  empty: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = props.people.filter((person) =>
    person.nickname.toLocaleLowerCase().includes(needle),
  );
  if (props.people.length === 0) {
    return <Typography color="text.secondary">{props.empty}</Typography>;
  }
  return (
    <Box>
      <TextField
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        label={t('chat.group.create.search')}
        size="small"
        fullWidth
        type="search"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {t('chat.group.create.selected', { count: props.selected.size })}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('chat.group.create.noMatches')}
        </Typography>
      ) : (
        <List
          dense
          aria-label={t('chat.group.create.members')}
          sx={{ maxHeight: 280, overflowY: 'auto' }}
        >
          {shown.map((person) => (
            <ListItem key={person.id} disablePadding>
              <FormControlLabel
                sx={{ mx: 0, py: 0.5, width: '100%' }}
                control={
                  <Checkbox
                    checked={props.selected.has(person.id)}
                    onChange={() => props.onToggle(person.id)}
                  />
                }
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <PresenceAvatar person={person} size={32} />
                    <span>{person.nickname}</span>
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
