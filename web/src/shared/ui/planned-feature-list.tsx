import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One thing a page will offer, shown while the page is being built. */
export interface PlannedFeature {
  icon: ReactNode;
  title: string;
  body: string;
}

/** The features a page will offer, as a row of tiles (a column on phones). */
export function PlannedFeatureList({ items }: { items: PlannedFeature[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 4,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.title}
          sx={{ p: 2.5, borderRadius: 3, bgcolor: 'action.hover', display: 'flex', gap: 1.5 }}
        >
          <Box aria-hidden="true" sx={{ color: 'primary.main', mt: '2px' }}>
            {item.icon}
          </Box>
          <Box>
            <Typography component="h2" sx={{ fontWeight: 650 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.body}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
