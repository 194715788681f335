import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One figure of the dashboard, with its name and an optional note on what it counts. */
export function StatCard(props: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {props.label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={props.testId}>
          {props.value}
        </Typography>
        {props.hint && (
          <Typography variant="caption" color="text.secondary">
            {props.hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
