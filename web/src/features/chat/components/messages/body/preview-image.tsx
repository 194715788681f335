import Box from '@mui/material/Box';
import type { MessageRecord } from '@/shared/chat';
import { useProtectedFileUrl } from '@/shared/chat';

/**
 * The preview's picture (a protected file the server fetched: readers never contact the linked
 * site). Its box has the usual 1.91:1 of link images before the picture arrives, so the message
 * does not grow again when it does.
 */
export function PreviewImage({ record }: { record: MessageRecord }) {
  const url = useProtectedFileUrl(record, record.previewImage);
  return (
    <Box sx={{ aspectRatio: '1.91 / 1', bgcolor: 'action.hover', overflow: 'hidden' }}>
      {url && (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
