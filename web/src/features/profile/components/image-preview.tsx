import Box from '@mui/material/Box';

/** How a picked image is shown: a round avatar or a wide background strip. */
export function ImagePreview(props: { src: string; alt: string; shape: 'circle' | 'wide' }) {
  const circle = props.shape === 'circle';
  return (
    <Box
      component="img"
      src={props.src}
      alt={props.alt}
      sx={{
        width: circle ? 88 : { xs: '100%', sm: 220 },
        height: circle ? 88 : 110,
        borderRadius: circle ? '50%' : 3,
        objectFit: 'cover',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    />
  );
}
