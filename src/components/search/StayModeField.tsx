import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { useHydrated } from '../useHydrated.ts';
import './flexible-dates.css';

/**
 * The dates of a search form, exact or flexible: hydrated, a two-button
 * switch ("Exact dates" | "Flexible") shows one of the two fields; before
 * scripts run both are there (the flexible one folded), and the API prefers
 * exact dates when both are filled in.
 */
export function StayModeField({
  initialFlexible,
  onMode,
  dates,
  flexible,
}: {
  /** Flexible first (the search has months). */
  initialFlexible: boolean;
  /** The visitor switched: the parent drops the other mode's values. */
  onMode(flexible: boolean): void;
  dates: ReactNode;
  flexible: ReactNode;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [mode, setMode] = useState(initialFlexible);

  if (!hydrated) {
    return (
      <div className="stay-mode">
        {dates}
        {flexible}
      </div>
    );
  }

  const choose = (next: boolean) => {
    if (next === mode) return;
    setMode(next);
    onMode(next);
  };
  return (
    <div className="stay-mode">
      <div className="stay-mode__switch" role="group" aria-label={t('search.flexible.mode')}>
        <button type="button" aria-pressed={!mode} onClick={() => choose(false)}>
          {t('search.flexible.exact')}
        </button>
        <button type="button" aria-pressed={mode} onClick={() => choose(true)}>
          {t('search.flexible.flexible')}
        </button>
      </div>
      {mode ? flexible : dates}
    </div>
  );
}
