import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import type { ReactNode } from 'react';
import { PATHS } from '@/shared/config/paths';

/** The main sections, in the navbar's order. */
export const NAV_ITEMS: {
  to: string;
  labelKey: 'home' | 'chat' | 'friends' | 'plugins';
  icon: ReactNode;
  /** Shows the live count of friend requests waiting. */
  requestsBadge?: boolean;
}[] = [
  { to: PATHS.home, labelKey: 'home', icon: <HomeOutlined /> },
  { to: PATHS.chat, labelKey: 'chat', icon: <ChatBubbleOutline /> },
  { to: PATHS.friend, labelKey: 'friends', icon: <PeopleOutline />, requestsBadge: true },
  { to: PATHS.plugin, labelKey: 'plugins', icon: <ExtensionOutlined /> },
];
