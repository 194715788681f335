import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';

function carriesFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Takes files dropped anywhere on the conversation, and says so while they are dragged over it. */
export function FileDropZone(props: { onFiles: (files: File[]) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (
          !event.currentTarget.contains(
            event.relatedTarget instanceof Node ? event.relatedTarget : null,
          )
        ) {
          setOver(false);
        }
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        props.onFiles([...event.dataTransfer.files]);
      }}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      {props.children}
      {over && (
        <Box
          aria-hidden="true"
          sx={(theme) => ({
            position: 'absolute',
            inset: 8,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 3,
            bgcolor: alpha(theme.palette.background.paper, 0.9),
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
            zIndex: 2,
          })}
        >
          <Typography variant="h6" color="primary">
            {t('chat.composer.dropHere')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
