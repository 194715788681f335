import { UserPreviewDialog } from '@/features/search/components/user-preview-dialog';
import { closePersonCard, useRequestedPersonCard } from '@/shared/social/person-card-request';

/** The one person card of the signed-in pages, opened from anywhere with `openPersonCard`. */
export function PersonCardHost() {
  return <UserPreviewDialog person={useRequestedPersonCard()} onClose={closePersonCard} />;
}
