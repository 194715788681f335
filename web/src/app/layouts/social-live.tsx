import { useSocialLive } from '@/shared/social/hooks/use-social-live';

/**
 * Keeps the social data live while the signed-in pages are shown. A component of its own, so the
 * changes it listens to re-render nothing but itself.
 */
export function SocialLive() {
  useSocialLive();
  return null;
}
