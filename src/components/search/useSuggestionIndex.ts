import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { useStore } from '../../store/store.ts';
import { useBrowserApi } from './hooks.ts';
import { loadSuggestions, suggestionIndex, type SuggestionIndex } from './suggestions.ts';

/** The fuzzy index of suggestion names in the page's language, built on the first `prepare`. */
export function useSuggestionIndex(): { index: SuggestionIndex | null; prepare(): void } {
  const { locale } = useI18n();
  const api = useBrowserApi();
  const store = useStore();
  // Kept with its language: a language switch keeps the search box but needs the other names.
  const [built, setBuilt] = useState<{ locale: string; index: SuggestionIndex } | null>(null);
  const index = built?.locale === locale ? built.index : null;
  const loading = useRef(false);

  const prepare = () => {
    if (index || loading.current) return;
    loading.current = true;
    loadSuggestions(api, store)
      .then((suggestions) => suggestionIndex(suggestions))
      .then(
        (made) => setBuilt({ locale: api.locale, index: made }),
        () => {},
      )
      .finally(() => {
        loading.current = false;
      });
  };

  return { index, prepare };
}
