import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { DisplayMessage, MessageRecord, PendingFile } from '@/shared/chat';
import { isImageName } from '@/features/chat/lib/file-rules';
import { FileLink, PendingFileLink } from './file-link';
import { ImageThumb, PendingImage } from './image-thumb';

/** A message's files: pictures as thumbnails, anything else as a download. */
export function MessageAttachments({ message }: { message: DisplayMessage }) {
  const { record } = message;
  if (record && record.attachments.length > 0) return <StoredFiles record={record} />;
  if (message.pendingFiles.length > 0) return <PendingFiles files={message.pendingFiles} />;
  return null;
}

function StoredFiles({ record }: { record: MessageRecord }) {
  const images = record.attachments.filter(isImageName);
  const others = record.attachments.filter((name) => !isImageName(name));
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {images.length > 0 && (
        <ImageGrid count={images.length}>
          {images.map((name) => (
            <ImageThumb key={name} record={record} name={name} />
          ))}
        </ImageGrid>
      )}
      {others.map((name) => (
        <FileLink key={name} record={record} name={name} />
      ))}
    </Box>
  );
}

function PendingFiles({ files }: { files: readonly PendingFile[] }) {
  const images = files.filter((file) => file.previewUrl);
  const others = files.filter((file) => !file.previewUrl);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {images.length > 0 && (
        <ImageGrid count={images.length}>
          {images.map((file, index) => (
            <PendingImage key={index} file={file} />
          ))}
        </ImageGrid>
      )}
      {others.map((file, index) => (
        <PendingFileLink key={index} file={file} />
      ))}
    </Box>
  );
}

function ImageGrid({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 0.5,
        gridTemplateColumns: count === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))',
        maxWidth: 320,
      }}
    >
      {children}
    </Box>
  );
}
