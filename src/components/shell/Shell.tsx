import type { ReactNode } from 'react';
import { Header } from './Header.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** The frame of every screen: header with the main menu, the page, the footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
