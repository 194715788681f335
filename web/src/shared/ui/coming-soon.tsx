import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PlannedFeature } from './planned-feature-list';
import { PlannedFeatureList } from './planned-feature-list';

/**
 * The empty state of a page whose features arrive later: what the page is for and what it will
 * do, without pretending to work.
 */
export function ComingSoon(props: {
  icon: ReactNode;
  title: string;
  lead: string;
  badge: string;
  items: PlannedFeature[];
}) {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, bgcolor: 'background.paper' }}>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            borderRadius: '24px',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.contrastText',
            background: 'linear-gradient(135deg, #f76707, #c2410c)',
            '& svg': { fontSize: 36 },
            mb: 2,
          }}
        >
          {props.icon}
        </Box>
        <Typography
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {props.badge}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 0.5 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520 }}>
          {props.lead}
        </Typography>
      </Box>
      <PlannedFeatureList items={props.items} />
    </Card>
  );
}
