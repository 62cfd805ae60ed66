import { useId, useRef } from 'react';
import type { FilterOption } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { SearchState } from '../../../contract/search-query.ts';
import { BedTypeFilter } from './BedTypeFilter.tsx';
import { CheckFilter } from './CheckFilter.tsx';
import { Counter } from '../../components/filters/Counter.tsx';
import { PriceSlider } from './PriceSlider.tsx';
import { REGIONS } from '../../components/filters/regions.ts';
import { GUEST_MIN } from '../../../contract/trip.ts';
import { PETS_HIGHLIGHT_ID } from '../../../contract/highlights.ts';
import { useAdoptTyped } from '../../components/useAdoptTyped.ts';
import '../../components/filters/filters.css';

export type FilterPatch = Partial<SearchState>;

/**
 * The list's filters (docs/product/screens.md#accommodation-list): pets allowed, guests, bedrooms, bed types,
 * regions, highlights and price. The pets toggle is the pets highlight, so the highlights leave it out. Every field is part of the surrounding GET form, so
 * the panel works before scripts run; once hydrated each change goes to
 * onChange at once (the page applies it to the URL).
 */
export function FilterPanel({
  state,
  bedTypes,
  highlights,
  priceGroups,
  hydrated,
  onChange,
}: {
  state: SearchState;
  bedTypes: readonly FilterOption[];
  highlights: readonly FilterOption[];
  priceGroups: Parameters<typeof PriceSlider>[0]['groups'];
  hydrated: boolean;
  onChange(patch: FilterPatch, options?: { debounce?: boolean }): void;
}) {
  const { t } = useI18n();
  const id = useId();
  // The panel hydrates after the page (a lazy part): a box ticked before then is searched for as it hydrates.
  const root = useRef<HTMLDivElement>(null);
  useAdoptTyped(root, (typed) => {
    const ticked = (name: string) =>
      [...root.current!.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) =>
        Number(box.value),
      );
    onChange({
      ...('pets' in typed ? { pets: typed.pets !== '' } : {}),
      ...('regions' in typed ? { regions: ticked('regions') } : {}),
      ...('items' in typed ? { items: ticked('items') } : {}),
    });
  });
  const regions = REGIONS.map((region) => ({ id: region.id, name: t(`search.region.${region.key}`) }));

  return (
    <div className="filters" ref={root}>
      <p className="filters__pets">
        <label className="check">
          <input
            type="checkbox"
            name="pets"
            value="1"
            checked={state.pets}
            onChange={(e) => onChange({ pets: e.target.checked })}
          />
          <span>{t('search.filters.pets')}</span>
        </label>
      </p>
      <fieldset className="filters__group filters__group--counters filters__group--rooms">
        <legend className="filters__legend">{t('search.filters.guestsAndRooms')}</legend>
        {/* The same guests as the search bar's (GuestsField), which carries them in the form before scripts run. */}
        <Counter
          label={t('search.guests.adults')}
          value={state.numberOfAdults}
          min={GUEST_MIN.adults}
          hydrated={hydrated}
          onChange={(numberOfAdults) => onChange({ numberOfAdults }, { debounce: true })}
        />
        <Counter
          label={t('search.guests.children')}
          hint={t('search.guests.childrenHint')}
          value={state.numberOfChildren}
          min={GUEST_MIN.children}
          hydrated={hydrated}
          onChange={(numberOfChildren) => onChange({ numberOfChildren }, { debounce: true })}
        />
        <Counter
          label={t('search.filters.bedrooms')}
          name="bedrooms"
          value={state.bedrooms}
          min={1}
          hydrated={hydrated}
          onChange={(bedrooms) => onChange({ bedrooms }, { debounce: true })}
        />
      </fieldset>

      {bedTypes.length > 0 && (
        <BedTypeFilter
          listId={`${id}-beds`}
          bedTypes={bedTypes}
          counts={state.bedFilters}
          hydrated={hydrated}
          onChange={(bedFilters) => onChange({ bedFilters }, { debounce: true })}
        />
      )}
      <CheckFilter
        group="regions"
        legend={t('search.filters.regions')}
        name="regions"
        options={regions}
        checked={state.regions}
        onChange={(checked) => onChange({ regions: checked })}
      />
      {highlights.length > 0 && (
        <CheckFilter
          group="highlights"
          legend={t('search.filters.highlights')}
          name="items"
          options={highlights.filter((option) => option.id !== PETS_HIGHLIGHT_ID)}
          checked={state.items}
          onChange={(items) => onChange({ items })}
        />
      )}

      <PriceSlider
        groups={priceGroups}
        from={state.priceFrom}
        to={state.priceTo}
        hydrated={hydrated}
        onChange={(range) => onChange(range, { debounce: true })}
      />
    </div>
  );
}
