import type { PersonRef } from '@hearth/shared';
import SearchIcon from '@mui/icons-material/Search';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { UserSearch } from '@/features/search/components/user-search';

/** On phones, a search button in the navbar that opens the user search in a dialog. */
export function MobileSearch({ onSelectUser }: { onSelectUser: (person: PersonRef) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        onClick={() => setOpen(true)}
        aria-label={t('search.open')}
      >
        <SearchIcon />
      </IconButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        aria-labelledby="search-dialog-title"
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        <DialogTitle id="search-dialog-title">{t('search.label')}</DialogTitle>
        <DialogContent sx={{ minHeight: 280 }} role="search">
          <UserSearch
            autoFocus
            onSelect={(person) => {
              setOpen(false);
              onSelectUser(person);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
