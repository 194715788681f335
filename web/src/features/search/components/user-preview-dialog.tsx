import type { PersonRef } from '@hearth/shared';
import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/i18n/i18n';
import { usePersonDetails } from '../hooks/use-person-details';
import { PersonCardActions } from './person-card-actions';
import { PersonCardBody } from './person-card-body';
import { PersonCardHeader } from './person-card-header';

const TITLE_ID = 'user-preview-title';

/** A person's card: who they are, how they are doing, friends in common, and what to do next. */
export function UserPreviewDialog(props: { person: PersonRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { person } = props;
  const state = usePersonDetails(person?.id ?? null);
  const card = state.status === 'done' ? state.details : null;
  return (
    <Dialog
      open={Boolean(person)}
      onClose={props.onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="xs"
    >
      {person && (
        <>
          <IconButton
            onClick={props.onClose}
            aria-label={t('people.card.close')}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <Close />
          </IconButton>
          <DialogContent sx={{ textAlign: 'center', pt: 5 }}>
            <PersonCardHeader person={person} card={card} titleId={TITLE_ID} />
            <PersonCardBody state={state} />
          </DialogContent>
          {state.status !== 'failed' && <PersonCardActions person={person} card={card} />}
        </>
      )}
    </Dialog>
  );
}
