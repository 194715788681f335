import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The title and lead line above an account form. */
export function AuthHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
