import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One choice of a `RadioChoice`: its name, and optionally a line that explains it. */
export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

/**
 * A radio button named by its label and described by its explanation, so a screen reader reads
 * the name first and the explanation after.
 */
export function RadioOption({ idPrefix, option }: { idPrefix: string; option: ChoiceOption }) {
  const labelId = `${idPrefix}-${option.value}-label`;
  const descriptionId = option.description ? `${idPrefix}-${option.value}-description` : undefined;
  return (
    <FormControlLabel
      value={option.value}
      control={
        <Radio
          slotProps={{
            input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId },
          }}
        />
      }
      sx={{ alignItems: 'flex-start', mr: 0, '& + &': { mt: 0.5 } }}
      label={
        <Box sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {option.icon}
            <Typography id={labelId}>{option.label}</Typography>
          </Box>
          {option.description && (
            <Typography id={descriptionId} variant="body2" color="text.secondary">
              {option.description}
            </Typography>
          )}
        </Box>
      }
    />
  );
}
