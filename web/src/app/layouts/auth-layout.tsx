import './auth-layout.css';
import { Outlet } from 'react-router';
import { Brand } from '@/shared/ui/brand';
import { LanguageButtons } from '@/shared/ui/language-buttons';
import { preloadSignedInApp } from '../signed-in-preload';
import { AuthHero } from './auth-hero';

/**
 * The signed-out pages: a brand panel beside the form (the form alone on phones). Plain
 * elements and CSS: the sign-in page's first paint does not wait for the component library.
 */
export function Component() {
  return (
    <div className="h-auth">
      <AuthHero />
      <div className="h-auth-side">
        <header className="h-auth-header">
          <div className="h-auth-header-brand">
            <Brand size={28} />
          </div>
          <LanguageButtons />
        </header>
        <main id="content" className="h-auth-main" onInput={preloadSignedInApp}>
          <div className="h-auth-column">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
