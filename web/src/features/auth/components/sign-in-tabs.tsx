import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';

export type SignInTab = 'password' | 'code';

const TABS: readonly SignInTab[] = ['password', 'code'];

/**
 * The choice between password and emailed code; both tabs control the `panel-login` panel. The
 * arrow keys move between them, as in any tab list.
 */
export function SignInTabs(props: { value: SignInTab; onChange: (tab: SignInTab) => void }) {
  const { t } = useTranslation();
  const labels: Record<SignInTab, string> = {
    password: t('auth.login.passwordTab'),
    code: t('auth.login.codeTab'),
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(props.value) + step + TABS.length) % TABS.length] ?? 'password';
    props.onChange(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="h-tabs" role="tablist">
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="h-tab"
          id={`tab-${tab}`}
          aria-controls="panel-login"
          aria-selected={props.value === tab}
          tabIndex={props.value === tab ? 0 : -1}
          onClick={() => props.onChange(tab)}
          onKeyDown={onKeyDown}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
