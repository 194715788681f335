import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { indexStatement } from './index-statement';

/** Builds a new index: unique or not, on columns picked (in order of picking) from the fields. */
export function IndexDialog(props: {
  collection: string;
  columns: readonly string[];
  onAdd: (statement: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [picked, setPicked] = useState<string[]>([]);
  const [unique, setUnique] = useState(false);
  const statement = indexStatement(props.collection, picked, unique);
  const toggle = (column: string, on: boolean) =>
    setPicked((current) => (on ? [...current, column] : current.filter((c) => c !== column)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd(statement);
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('console.collections.indexes.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControlLabel
              label={t('console.collections.indexes.unique')}
              control={
                <Switch checked={unique} onChange={(event) => setUnique(event.target.checked)} />
              }
            />
            <FormGroup role="group" aria-labelledby={`${id}-columns`}>
              <FormLabel id={`${id}-columns`}>{t('console.collections.indexes.columns')}</FormLabel>
              {props.columns.map((column) => (
                <FormControlLabel
                  key={column}
                  label={column}
                  control={
                    <Checkbox
                      checked={picked.includes(column)}
                      onChange={(event) => toggle(column, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            {picked.length > 0 && (
              <Typography
                data-testid="index-statement"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {statement}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('console.collections.fieldDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={picked.length === 0}>
            {t('console.collections.indexes.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
