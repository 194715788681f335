import Button from '@mui/material/Button';
import { useTranslation } from '@/i18n/i18n';
import type { BlockEntry } from '@/shared/social/friendships-store';
import { useBlocks } from '@/shared/social/hooks/use-blocks';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import { PersonRow } from '@/shared/social/ui/person-row';
import { PeopleList } from './people-list';

function BlockedRow({ entry }: { entry: BlockEntry }) {
  const { t } = useTranslation();
  const commands = usePersonCommands(entry.person);
  return (
    <PersonRow
      person={entry.person}
      actions={
        <Button
          size="small"
          variant="outlined"
          disabled={commands.busy}
          aria-label={t('people.actions.unblockNamed', { name: entry.person.nickname })}
          onClick={() => void commands.unblock(entry.blockId)}
        >
          {t('people.actions.unblock')}
        </Button>
      }
    />
  );
}

/** The people the user blocks, each with Unblock (presence never crosses a block). */
export function BlockedPanel() {
  const { t } = useTranslation();
  const { status, error, reload, blocks } = useBlocks();
  return (
    <PeopleList
      label={t('friends.lists.blocked')}
      empty={t('friends.empty.blocked')}
      state={status === 'failed' ? { status, error } : { status }}
      count={blocks.length}
      onRetry={reload}
    >
      {blocks.map((entry) => (
        <BlockedRow key={entry.blockId} entry={entry} />
      ))}
    </PeopleList>
  );
}
