import { LOCAL_NETWORK_PLACE } from '@hearth/shared';
import type { Translate } from '@/i18n/i18n';
import { parseDate } from '@/shared/social/social-records';
import type { SessionRecord } from '../api/sessions-api';

/** "Chrome 131 on Windows 10", or whichever half is known, or "Unknown device". */
export function deviceName(session: Pick<SessionRecord, 'browser' | 'os'>, t: Translate): string {
  const { browser, os } = session;
  if (browser && os) return t('sessions.device', { browser, os });
  return browser || os || t('sessions.unknownDevice');
}

/** "Local network · 192.168.1.20", or whichever is known, or "Unknown location". */
export function placeName(session: Pick<SessionRecord, 'place' | 'ip'>, t: Translate): string {
  const { ip } = session;
  const place = session.place === LOCAL_NETWORK_PLACE ? t('sessions.localNetwork') : session.place;
  if (place && ip) return t('sessions.placeAndIp', { place, ip });
  return place || ip || t('sessions.unknownPlace');
}

/** A PocketBase date as the user's language writes a day and a time; `null` when unreadable. */
export function formatDateTime(value: string, language: string): string | null {
  const time = parseDate(value);
  if (time === null) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    time,
  );
}
