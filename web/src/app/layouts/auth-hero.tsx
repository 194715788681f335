import { useTranslation } from '@/i18n/i18n';
import { Brand } from '@/shared/ui/brand';
import { PhraseText } from '@/shared/ui/phrase-text';
import { AuthHeroPoints } from './auth-hero-points';

/** The brand panel beside the signed-out pages' forms (hidden on phones). */
export function AuthHero() {
  const { t } = useTranslation();
  return (
    <aside className="h-auth-hero">
      <Brand size={36} />
      <div style={{ maxWidth: 460 }}>
        <p className="h-auth-headline">
          <PhraseText text={t('authLayout.headline')} />
        </p>
        <p className="h-auth-lead">{t('authLayout.lead')}</p>
        <AuthHeroPoints />
      </div>
      <p className="h-auth-footer">{t('authLayout.footer')}</p>
    </aside>
  );
}
