import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

/** Above the composer: the message being answered or edited, with a way out. */
export function ComposeBar(props: {
  kind: 'reply' | 'edit';
  title: string;
  text: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const Icon = props.kind === 'reply' ? ReplyOutlined : EditOutlined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 1 }}>
      <Icon color="primary" aria-hidden="true" />
      <Box sx={{ flex: 1, minWidth: 0, borderLeft: 3, borderColor: 'primary.main', pl: 1 }}>
        <Typography
          variant="caption"
          color="primary"
          component="div"
          sx={{ fontWeight: 700 }}
          noWrap
        >
          {props.title}
        </Typography>
        <Typography variant="body2" noWrap color="text.secondary">
          {props.text}
        </Typography>
      </Box>
      <IconButton size="small" aria-label={props.cancelLabel} onClick={props.onCancel}>
        <CloseOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
