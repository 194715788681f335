import { useTranslation } from '@/i18n/i18n';
import { Icon, ICONS } from '@/shared/ui/plain/icon';

/** What Hearth offers, as a short list with icons, on the signed-out pages' brand panel. */
export function AuthHeroPoints() {
  const { t } = useTranslation();
  const points = [
    { icon: ICONS.chat, text: t('authLayout.pointChat') },
    { icon: ICONS.people, text: t('authLayout.pointFriends') },
    { icon: ICONS.extension, text: t('authLayout.pointPlugins') },
  ];
  return (
    <ul className="h-auth-points">
      {points.map((point) => (
        <li key={point.text}>
          <span aria-hidden="true" className="h-auth-point-icon">
            <Icon path={point.icon} />
          </span>
          {point.text}
        </li>
      ))}
    </ul>
  );
}
