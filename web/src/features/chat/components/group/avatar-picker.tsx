import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useObjectUrl } from '@/shared/hooks/use-object-url';

/** A group photo: the current one or the picked file's preview, with choose and remove. */
export function AvatarPicker(props: {
  file: File | null;
  currentUrl: string;
  label: string;
  onChange: (file: File | null) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(props.file);
  const url = preview ?? props.currentUrl;
  const remove = props.onRemove ?? (() => props.onChange(null));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar
        src={url || undefined}
        alt=""
        sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}
      >
        <GroupsOutlined />
      </Avatar>
      <Box>
        <Typography id={`${id}-label`} variant="body2" color="text.secondary">
          {props.label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" disabled={props.disabled} onClick={() => input.current?.click()}>
            {t('chat.group.create.chooseAvatar')}
          </Button>
          {url && (
            <Button size="small" color="inherit" disabled={props.disabled} onClick={remove}>
              {t('chat.group.create.removeAvatar')}
            </Button>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (file) props.onChange(file);
          }}
        />
      </Box>
    </Box>
  );
}
