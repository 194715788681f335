import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { Outlet } from 'react-router';
import { Brand } from '@/shared/ui/brand';
import { LanguageButtons } from '@/shared/ui/language-buttons';

function Hero() {
  const { t } = useTranslation();
  const points = [
    { icon: <ChatBubbleOutline />, text: t('authLayout.pointChat') },
    { icon: <PeopleOutline />, text: t('authLayout.pointFriends') },
    { icon: <ExtensionOutlined />, text: t('authLayout.pointPlugins') },
  ];
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
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, display: 'grid', gap: 1.5 }}>
          {points.map((point) => (
            <Box
              component="li"
              key={point.text}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255,255,255,.16)',
                }}
              >
                {point.icon}
              </Box>
              <Typography>{point.text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        {t('authLayout.footer')}
      </Typography>
    </Box>
  );
}

/** The signed-out pages: a brand panel beside the form (the form alone on phones). */
export function Component() {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
      }}
    >
      <Hero />
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}
        >
          <Box sx={{ display: { md: 'none' } }}>
            <Brand size={28} />
          </Box>
          <Box sx={{ ml: 'auto' }}>
            <LanguageButtons />
          </Box>
        </Box>
        <Box
          component="main"
          id="content"
          sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
