import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { Brand } from '@/shared/ui/brand';
import { AuthHeroPoints } from './auth-hero-points';

/** The brand panel beside the signed-out pages' forms (hidden on phones). */
export function AuthHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#fff',
        background:
          'radial-gradient(circle at 20% 10%, rgba(255,212,59,.35), transparent 45%), radial-gradient(circle at 90% 90%, rgba(151,117,250,.45), transparent 50%), linear-gradient(160deg, #9a3412 0%, #c2410c 45%, #7c2d12 100%)',
      }}
    >
      <Box sx={{ '& span': { color: '#fff' } }}>
        <Brand size={36} />
      </Box>
      <Box sx={{ maxWidth: 460 }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, lineHeight: 1.15 }}>
          {t('authLayout.headline')}
        </Typography>
        <Typography sx={{ mt: 2, opacity: 0.9, fontSize: '1.1rem' }}>
          {t('authLayout.lead')}
        </Typography>
        <AuthHeroPoints />
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {t('authLayout.footer')}
      </Typography>
    </Box>
  );
}
