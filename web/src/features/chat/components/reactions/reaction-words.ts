import type { Translate } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { pluralKey } from '@/shared/lib/plural';
import { personName } from '@/features/chat/lib/message-words';

/** Names listed before the rest are counted ("… and 3 others"). */
const NAMES_SHOWN = 10;

/** Who reacted, in words of `language`: "Ann, Bob, and you"; many become "…, 3 others, and you". */
export function reactorsText(
  users: readonly string[],
  summary: ChatSummary | null,
  me: string,
  t: Translate,
  language: string,
): string {
  const others = users.filter((user) => user !== me);
  const names = others.slice(0, NAMES_SHOWN).map((user) => personName(summary, user, me, t));
  const rest = others.length - names.length;
  if (rest > 0) names.push(t(pluralKey('chat.reactions.others', rest, language), { count: rest }));
  if (users.includes(me)) names.push(t('chat.youObject'));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}
