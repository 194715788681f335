import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { UserRecord } from '@/shared/lib/user-record';
import { avatarThumbUrl } from '@/shared/lib/user-images';

/** A found user's card, with the ways to reach them. */
export function UserPreviewDialog(props: {
  user: UserRecord | null;
  onClose: () => void;
  onMessage: (user: UserRecord) => void;
  onAddFriend: (user: UserRecord) => void;
}) {
  const { t } = useTranslation();
  const { user } = props;
  return (
    <Dialog
      open={Boolean(user)}
      onClose={props.onClose}
      aria-labelledby="user-preview-title"
      fullWidth
      maxWidth="xs"
    >
      {user && (
        <>
          <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
            <Avatar
              src={avatarThumbUrl(user)}
              alt=""
              sx={{ width: 88, height: 88, mx: 'auto', mb: 2 }}
            />
            <Typography id="user-preview-title" variant="h6" component="h2">
              {user.nickname}
            </Typography>
            {user.email && (
              <Typography color="text.secondary" variant="body2">
                {user.email}
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button
              variant="contained"
              startIcon={<ChatBubbleOutline />}
              onClick={() => props.onMessage(user)}
            >
              {t('search.message')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PersonAddAlt />}
              onClick={() => props.onAddFriend(user)}
            >
              {t('search.addFriend')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
