import type { FriendSuggestion } from '@hearth/shared';
import Close from '@mui/icons-material/Close';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '@/i18n/i18n';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import type { RelationshipState } from '@/shared/social/relationship';
import { PersonRow } from '@/shared/social/ui/person-row';
import { MutualCount } from './mutual-count';

/** Someone the user may know: how many friends they share, add them, or dismiss them. */
export function SuggestionRow(props: {
  suggestion: FriendSuggestion;
  relationship: RelationshipState['relationship'];
  onDismissed: () => void;
}) {
  const { t } = useTranslation();
  const { suggestion } = props;
  const commands = usePersonCommands(suggestion);
  const name = suggestion.nickname;
  const dismissLabel = t('people.actions.dismissNamed', { name });
  const dismiss = () =>
    void commands.dismissSuggestion().then((done) => done && props.onDismissed());
  return (
    <PersonRow
      person={suggestion}
      details={<MutualCount count={suggestion.mutualCount} />}
      actions={
        <>
          <Button
            size="small"
            variant={props.relationship === 'none' ? 'contained' : 'text'}
            startIcon={<PersonAddAlt />}
            disabled={commands.busy || props.relationship !== 'none'}
            aria-label={
              props.relationship === 'none' ? t('people.actions.addNamed', { name }) : undefined
            }
            onClick={() => void commands.sendRequest()}
          >
            {props.relationship === 'none'
              ? t('people.actions.addFriend')
              : t('people.actions.requestSent')}
          </Button>
          <Tooltip title={dismissLabel}>
            <IconButton
              aria-label={dismissLabel}
              size="small"
              disabled={commands.busy}
              onClick={dismiss}
            >
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      }
    />
  );
}
