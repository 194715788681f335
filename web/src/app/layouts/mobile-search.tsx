import type { PersonRef } from '@hearth/shared';
import SearchIcon from '@mui/icons-material/Search';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '@/i18n/i18n';
import { useBackToClose } from '@/features/search/hooks/use-back-to-close';
import {
  PEOPLE_SEARCH_LABEL_ID,
  PeopleSearchView,
} from '@/features/search/components/people-search-view';

/**
 * On phones, a search button in the navbar that opens the people search as a screen of its own;
 * its back button, Escape and the browser's back (Android's back gesture) close it.
 */
export function MobileSearch({ onSelectUser }: { onSelectUser: (person: PersonRef) => void }) {
  const { t } = useTranslation();
  const view = useBackToClose();
  return (
    <>
      <IconButton
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        onClick={view.show}
        aria-label={t('search.open')}
      >
        <SearchIcon />
      </IconButton>
      <Dialog
        open={view.open}
        onClose={view.close}
        fullScreen
        aria-labelledby={PEOPLE_SEARCH_LABEL_ID}
        slotProps={{ paper: { sx: { display: 'flex', flexDirection: 'column' } } }}
      >
        <PeopleSearchView
          onClose={view.close}
          onSelect={(person) => {
            view.close();
            onSelectUser(person);
          }}
        />
      </Dialog>
    </>
  );
}
