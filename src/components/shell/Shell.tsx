import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { useAppState } from '../../store/store.ts';
import { Banner } from './Banner.tsx';
import { CompanyBar } from './CompanyBar.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { IconSprite } from '../icons/IconSprite.tsx';
import { ShortlistForm } from '../shortlist/ShortlistForm.tsx';
import { StaffBar } from './StaffBar.tsx';
import { useTracking } from './useConsent.ts';
import '../../styles/index.css';

/**
 * The frame of every screen: the cookie notice (first in the document, so first in the tab order
 * and for a screen reader, while the bar stays at the bottom of the window), skip link, the company
 * bar (logged-in company users get a framed page, docs/product/rules.md#roles) or the staff bar,
 * header with the main menu, the site banner, the page and the footer.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [{ user, staff }] = useAppState();
  useTracking();
  return (
    <div className={user || staff ? 'site site--company' : 'site'}>
      <CookieNotice />
      {/* A landmark of its own: after the notice's link, checkers no longer count it as a bare skip link. */}
      <nav aria-label={t('shell.skipToContent')}>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
      </nav>
      <CompanyBar />
      <StaffBar />
      <Header />
      <Banner />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <IconSprite />
      <ShortlistForm />
    </div>
  );
}
