import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

/** A plugin's icon (decorative: its name is always beside it), or a puzzle piece without one. */
export function PluginIcon({ url, size = 48 }: { url: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        bgcolor: 'action.selected',
        color: 'primary.main',
      }}
    >
      {url && !failed ? (
        <Box
          component="img"
          src={url}
          alt=""
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <ExtensionOutlined />
      )}
    </Box>
  );
}
