import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { TextInput } from '@/shared/ui/text-input';
import type { RateLimitRule } from './settings-types';

/** A field's error state, as the section computes it. */
type FieldText = (field: keyof RateLimitRule) => { error: boolean; helperText?: string };

function wholeNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** One rule: what it matches, how many requests in how many seconds, and for whom. */
export function RateLimitRuleRow(props: {
  index: number;
  rule: RateLimitRule;
  onChange: (rule: RateLimitRule) => void;
  onRemove: () => void;
  fieldText: FieldText;
}) {
  const { t } = useTranslation();
  const audienceLabel = useId();
  const { rule } = props;
  const set = (change: Partial<RateLimitRule>) => props.onChange({ ...rule, ...change });
  const number = (value: number) => (Number.isNaN(value) ? '' : String(value));
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'flex-start' }, py: 1 }}
      role="group"
      aria-label={t('console.settings.rateLimits.rule', { number: props.index + 1 })}
    >
      <TextInput
        label={t('console.settings.rateLimits.label')}
        value={rule.label}
        onChange={(event) => set({ label: event.target.value })}
        {...props.fieldText('label')}
      />
      <TextInput
        label={t('console.settings.rateLimits.maxRequests')}
        value={number(rule.maxRequests)}
        inputMode="numeric"
        onChange={(event) => set({ maxRequests: wholeNumber(event.target.value) })}
        {...props.fieldText('maxRequests')}
      />
      <TextInput
        label={t('console.settings.rateLimits.duration')}
        value={number(rule.duration)}
        inputMode="numeric"
        onChange={(event) => set({ duration: wholeNumber(event.target.value) })}
        {...props.fieldText('duration')}
      />
      <FormControl fullWidth>
        <InputLabel id={audienceLabel} shrink>
          {t('console.settings.rateLimits.audience')}
        </InputLabel>
        <Select
          displayEmpty
          notched
          labelId={audienceLabel}
          label={t('console.settings.rateLimits.audience')}
          value={rule.audience}
          onChange={(event) => set({ audience: event.target.value })}
        >
          <MenuItem value="">{t('console.settings.rateLimits.everyone')}</MenuItem>
          <MenuItem value="@guest">{t('console.settings.rateLimits.guests')}</MenuItem>
          <MenuItem value="@auth">{t('console.settings.rateLimits.signedIn')}</MenuItem>
        </Select>
      </FormControl>
      <IconButton
        onClick={props.onRemove}
        aria-label={t('console.settings.rateLimits.remove', { number: props.index + 1 })}
        sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}
      >
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
