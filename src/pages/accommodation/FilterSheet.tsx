import { useEffect, useRef } from 'react';
import { chosenFilterCount } from './chosen-filters.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { SearchState } from '../../../contract/search-query.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import type { SearchDraft } from './useSearchDraft.ts';
import { lazyPart } from '../../components/lazy-part.tsx';

// The panel's code is not in the page's chunk: it loads once the toggle nears the viewport, which is at
// once on the list. Not when the folded panel would show: until it has hydrated React holds every
// navigation of the page, and a click on a card found it still waiting for a press that had come first.
const FilterPanel = lazyPart('.list-filters', () => import('./FilterPanel.tsx').then((m) => m.FilterPanel));

/** What "reset" clears: the filters the toggle counts (chosenFilterCount); the dates and guests stay. */
const NO_FILTERS = {
  bedrooms: null,
  bedFilters: {},
  regions: [],
  items: [],
  pets: false,
  priceFrom: null,
  priceTo: null,
} satisfies Partial<SearchState>;

/**
 * The filters behind a toggle (a sheet on phones, a panel over the results
 * on wide screens): the panel, reset, and the apply button naming the
 * result count. Opening moves the focus into the panel; Escape or the close
 * button closes it and gives the focus back to the toggle; a click outside
 * closes it.
 */
export function FilterSheet({
  draft,
  update,
  open,
  onOpen,
  hydrated,
  pending,
  total,
}: Pick<SearchDraft, 'draft' | 'update'> & {
  open: boolean;
  onOpen(open: boolean): void;
  hydrated: boolean;
  /** The list is loading a new search: its count is not known yet. */
  pending: boolean;
  total: number;
}) {
  const { t } = useI18n();
  const { bedFilters, highlightFilters, priceGroups } = useStoreSnapshot(useStore());
  const active = chosenFilterCount(draft);
  const sheet = useRef<HTMLDetailsElement>(null);
  const close = () => {
    onOpen(false);
    sheet.current?.querySelector('summary')?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (sheet.current && !sheet.current.contains(e.target as Node)) onOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpen]);
  return (
    <details
      ref={sheet}
      className="list-filters"
      open={open}
      onToggle={(e) => {
        const opened = e.currentTarget.open;
        if (opened !== open) onOpen(opened);
        if (opened) e.currentTarget.querySelector<HTMLElement>('.list-filters__panel')?.focus({ preventScroll: true });
      }}
      onKeyDown={(e) => {
        // The element's own state: on a slow phone Escape can come before the opening's toggle event reaches React.
        if (e.key !== 'Escape' || !e.currentTarget.open) return;
        e.currentTarget.open = false;
        close();
      }}
    >
      <summary className="button button--secondary list-filters__toggle">
        {t('search.filters.toggle')}
        {active > 0 && <span className="list-filters__count">{active}</span>}
      </summary>
      <div className="list-filters__panel" role="group" aria-label={t('search.filters.title')} tabIndex={-1}>
        <div className="list-filters__head">
          <p className="list-filters__title">{t('search.filters.title')}</p>
          {hydrated && (
            <button
              type="button"
              className="list-filters__close"
              aria-label={t('search.filters.close')}
              onClick={close}
            >
              ×
            </button>
          )}
        </div>
        <FilterPanel
          state={draft}
          bedTypes={bedFilters}
          highlights={highlightFilters}
          priceGroups={priceGroups}
          hydrated={hydrated}
          onChange={update}
        />
        <div className="list-filters__foot">
          {hydrated && active > 0 && (
            <button type="button" className="link-button" onClick={() => update(NO_FILTERS)}>
              {t('search.filters.reset')}
            </button>
          )}
          <button type="submit" className="button list-filters__apply">
            {hydrated && !pending ? t('search.filters.show', { count: total }) : t('search.filters.apply')}
          </button>
        </div>
      </div>
    </details>
  );
}
