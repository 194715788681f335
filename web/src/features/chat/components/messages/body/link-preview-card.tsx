import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LinkPreview } from '@hearth/shared';
import type { MessageRecord } from '@/shared/chat';
import { safeHref } from '@/shared/markdown/linkify';
import { PreviewImage } from './preview-image';
import { RemovePreviewButton } from './remove-preview-button';

const WIDTH = 360;

/** Clamps text to `lines` lines, so a long title or description cannot make a tall card. */
function clamp(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  } as const;
}

function PreviewText(props: { preview: LinkPreview; href: string; clearCorner: boolean }) {
  const { preview, href } = props;
  const site = preview.siteName || new URL(href).hostname;
  // note: the remove button sits in the top corner; without a picture it sits on the text.
  return (
    <Box
      sx={{ p: 1, pr: props.clearCorner ? 5 : 1, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
    >
      <Typography variant="caption" component="div" color="text.secondary" noWrap>
        {site}
      </Typography>
      <Typography variant="subtitle2" component="div" sx={{ ...clamp(2), lineHeight: 1.3 }}>
        {preview.title || href}
      </Typography>
      {preview.description && (
        <Typography variant="body2" component="div" color="text.secondary" sx={clamp(3)}>
          {preview.description}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The link preview under a message's text: the whole card is the link (a tab of its own, with no
 * handle back on the app). The author may remove it. It arrives after the message as an update,
 * so it takes its full size at once (see `PreviewImage`).
 */
export function LinkPreviewCard({
  record,
  removable,
}: {
  record: MessageRecord;
  removable: boolean;
}) {
  const preview = record.preview;
  const href = preview && !record.previewHidden ? safeHref(preview.url) : null;
  if (!preview || !href) return null;
  return (
    <Box data-preview sx={{ position: 'relative', width: WIDTH, maxWidth: '100%', mt: 0.75 }}>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          overflow: 'hidden',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          '&:hover': { borderColor: 'text.secondary' },
        }}
      >
        {record.previewImage && <PreviewImage record={record} />}
        <PreviewText
          preview={preview}
          href={href}
          clearCorner={removable && !record.previewImage}
        />
      </Link>
      {removable && <RemovePreviewButton messageId={record.id} />}
    </Box>
  );
}
