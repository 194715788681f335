import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';

/** What Hearth offers, as a short list with icons, on the signed-out pages' brand panel. */
export function AuthHeroPoints() {
  const { t } = useTranslation();
  const points = [
    { icon: <ChatBubbleOutline />, text: t('authLayout.pointChat') },
    { icon: <PeopleOutline />, text: t('authLayout.pointFriends') },
    { icon: <ExtensionOutlined />, text: t('authLayout.pointPlugins') },
  ];
  return (
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
  );
}
