import { currentUser } from '../lib/session';
import { protectedFileUrl } from './file-token';

/**
 * A protected file's URL with a token fresh now: for a download or "open" clicked a while after
 * the file was shown (a shown URL's token may have expired by then).
 */
export function getProtectedFileUrl(
  record: { id: string; collectionId: string; collectionName: string },
  filename: string,
  thumb?: string,
): Promise<string> {
  return protectedFileUrl(currentUser()?.id ?? '', record, filename, thumb);
}
