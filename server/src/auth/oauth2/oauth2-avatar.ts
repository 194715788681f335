import type { FileField } from '@hearth/shared';
import { DEFAULT_FILE_MAX_SIZE } from '../../collections/fields/field-file.js';
import { isMimeAllowed, sniffMimeType } from '../../filesystem/mime-sniff.js';
import type { Logger } from '../../lib/logger.js';
import type { UploadedFile } from '../../records/record-input.js';
import { fetchLimited } from '../../oauth2/oauth2-fetch.js';

/** How long an avatar download may take (PocketBase's 15 s). */
export const AVATAR_TIMEOUT_MS = 15_000;

/**
 * Downloads a provider's avatar for a file field: at most the field's `maxSize` bytes, within
 * `timeoutMs`, and only when its content (sniffed, never the server's `Content-Type`) is a type
 * the field accepts. Any failure is logged and means "no avatar": a sign-up never fails
 * because of its picture, as in PocketBase.
 */
export async function downloadAvatar(
  url: string,
  field: FileField,
  logger: Logger,
  timeoutMs: number = AVATAR_TIMEOUT_MS,
): Promise<UploadedFile | null> {
  const maxBytes = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_FILE_MAX_SIZE;
  try {
    const response = await fetchLimited(
      url,
      { headers: { Accept: 'image/*' } },
      { signal: AbortSignal.timeout(timeoutMs), maxBytes },
    );
    if (response.status < 200 || response.status >= 300 || response.body.byteLength === 0) {
      logger.warn('the OAuth2 avatar could not be downloaded', { status: response.status });
      return null;
    }
    const sniffed = await sniffMimeType(response.body);
    if (!sniffed.mime.startsWith('image/') || !isMimeAllowed(sniffed.mime, field.mimeTypes)) {
      logger.warn('the OAuth2 avatar is not an accepted image', { mime: sniffed.mime });
      return null;
    }
    return { name: `avatar.${sniffed.extension}`, type: sniffed.mime, data: response.body };
  } catch (error) {
    logger.warn('the OAuth2 avatar could not be downloaded', { error });
    return null;
  }
}
