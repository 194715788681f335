import type { PersonDetails, PersonRef } from '@hearth/shared';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCurrentUser } from '@/shared/lib/session';
import { ReportDialog } from '@/shared/moderation/report-dialog';
import { useRelationship } from '@/shared/social/hooks/use-relationship';
import { MessageButton } from '@/shared/social/ui/message-button';
import { RelationshipButton } from './relationship-button';
import Button from '@mui/material/Button';

/** Whether a request may be sent: some people take them only from friends of friends. */
function acceptsRequests(card: PersonDetails | null): boolean {
  return !card || card.friendRequestsFrom !== 'friends_of_friends' || card.mutualFriends.count > 0;
}

/** The card's actions: message, the relationship button, and a report of someone else. */
export function PersonCardActions(props: { person: PersonRef; card: PersonDetails | null }) {
  const { t } = useTranslation();
  const relationship = useRelationship(props.person.id, props.card ?? undefined)?.relationship;
  const canAsk = acceptsRequests(props.card);
  return (
    <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
      {relationship === 'none' && !canAsk && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ width: '100%', textAlign: 'center' }}
        >
          {t('people.card.requestsFromFriendsOfFriends')}
        </Typography>
      )}
      {relationship === 'friends' && (
        <MessageButton name={props.person.nickname} userId={props.person.id} />
      )}
      <RelationshipButton person={props.person} card={props.card} canAsk={canAsk} />
      <ReportPersonButton person={props.person} />
    </DialogActions>
  );
}

/** Reports the person on the card; never offered on one's own card. */
function ReportPersonButton(props: { person: PersonRef }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!me || me.id === props.person.id) return null;
  return (
    <>
      <Button color="inherit" size="small" onClick={() => setOpen(true)}>
        {t('report.action')}
      </Button>
      <ReportDialog
        target={open ? { kind: 'user', user: props.person.id } : null}
        name={props.person.nickname}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
