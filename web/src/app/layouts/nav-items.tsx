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
  /** Shows a live count: friend requests waiting, or unread messages. */
  badge?: 'requests' | 'unread';
}[] = [
  { to: PATHS.home, labelKey: 'home', icon: <HomeOutlined /> },
  { to: PATHS.chat, labelKey: 'chat', icon: <ChatBubbleOutline />, badge: 'unread' },
  { to: PATHS.friend, labelKey: 'friends', icon: <PeopleOutline />, badge: 'requests' },
  { to: PATHS.plugin, labelKey: 'plugins', icon: <ExtensionOutlined /> },
];
