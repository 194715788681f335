import Box from '@mui/material/Box';
import { useState } from 'react';

/**
 * How an image is shown: a round avatar or a wide background strip. A stored picture that fails
 * to load gives way to the default one rather than a broken image with its text spilling out.
 */
export function ImagePreview(props: {
  src: string;
  fallbackSrc: string;
  alt: string;
  shape: 'circle' | 'wide';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const circle = props.shape === 'circle';
  return (
    <Box
      component="img"
      src={failed === props.src ? props.fallbackSrc : props.src}
      alt={props.alt}
      onError={() => setFailed(props.src)}
      sx={{
        width: circle ? 88 : { xs: '100%', sm: 220 },
        height: circle ? 88 : 110,
        borderRadius: circle ? '50%' : 3,
        objectFit: 'cover',
        overflow: 'hidden',
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    />
  );
}
