import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SEARCH_QUERY_MAX } from '@hearth/shared';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from '@/i18n/i18n';

/**
 * A search box: Escape or the clear button empties it (Escape on an empty box calls `onEscape`),
 * Down goes on to the results.
 */
export function ChatSearchField(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  onArrowDown?: () => void;
  onEscape?: () => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (props.value || props.onEscape)) {
      event.stopPropagation();
      if (props.value) props.onChange('');
      else props.onEscape?.();
    } else if (event.key === 'ArrowDown' && props.onArrowDown) {
      event.preventDefault();
      props.onArrowDown();
    }
  };
  const clear = props.value ? (
    <InputAdornment position="end">
      <IconButton
        size="small"
        edge="end"
        aria-label={t('chat.search.clear')}
        onClick={() => props.onChange('')}
      >
        <CloseOutlined fontSize="small" />
      </IconButton>
    </InputAdornment>
  ) : null;
  return (
    <TextField
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={props.placeholder}
      inputRef={props.inputRef}
      autoFocus={props.autoFocus}
      size="small"
      fullWidth
      type="search"
      slotProps={{
        htmlInput: { 'aria-label': props.label, maxLength: SEARCH_QUERY_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: clear,
        },
      }}
      // note: the box has its own clear button; WebKit's would show a second one.
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
