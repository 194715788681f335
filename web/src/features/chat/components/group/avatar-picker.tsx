import { chatsCollection } from '@hearth/shared';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useImagePick } from '@/shared/hooks/use-image-pick';
import { useObjectUrl } from '@/shared/hooks/use-object-url';
import { imageLimits } from '@/shared/lib/image-file';

/** What a group photo may be: the `chats` schema's avatar field. */
const GROUP_AVATAR_LIMITS = imageLimits(chatsCollection, 'avatar');

/**
 * A group photo: the current one or the picked file's preview, with choose and remove. The
 * limits show under the buttons; a picked file that is not a usable picture is refused at once,
 * with the reason, and the photo stays as it was.
 */
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
  const picker = useImagePick(GROUP_AVATAR_LIMITS, props.onChange);
  const preview = useObjectUrl(props.file);
  const url = preview ?? props.currentUrl;
  const remove = () => {
    picker.clear();
    (props.onRemove ?? (() => props.onChange(null)))();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar
        src={url || undefined}
        alt=""
        sx={{ width: 64, height: 64, bgcolor: 'secondary.main', flexShrink: 0 }}
      >
        <GroupsOutlined />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
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
        <FormHelperText
          id={`${id}-help`}
          error={Boolean(picker.error)}
          role={picker.error ? 'alert' : undefined}
          sx={{ mt: 0, overflowWrap: 'anywhere' }}
        >
          {picker.error ?? picker.hint}
        </FormHelperText>
        <input
          ref={input}
          type="file"
          accept={picker.accept}
          hidden
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (file) picker.pick(file);
          }}
        />
      </Box>
    </Box>
  );
}
