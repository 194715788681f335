import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';

/** No plugin is installed: what plugins are for, and who can add them. */
export function PluginsEmptyState() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 3, sm: 5 } }}>
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
          <ExtensionOutlined />
        </Box>
        <Typography variant="h6" component="h2">
          {t('plugins.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520 }}>
          {t('plugins.empty.body')}
        </Typography>
      </Box>
    </Card>
  );
}
