import { useId, useState } from 'react';
import type { FilterOption } from '../../api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { SearchState } from '../../lib/search-query.ts';
import { Counter } from './Counter.tsx';
import { PriceSlider } from './PriceSlider.tsx';
import { REGIONS } from './regions.ts';
import './filters.css';

/** SPEC §9: the first 4 bed types show unless expanded. */
export const BED_TYPES_SHOWN = 4;

export type FilterPatch = Partial<SearchState>;

/**
 * The list's filters (SPEC §2): guests, bedrooms, bed types, regions,
 * highlights and price. Every field is part of the surrounding GET form, so
 * the panel works before scripts run; once hydrated each change goes to
 * onChange at once (the page applies it to the URL).
 */
export function FilterPanel({ state, bedTypes, highlights, priceGroups, hydrated, onChange }: {
  state: SearchState;
  bedTypes: readonly FilterOption[];
  highlights: readonly FilterOption[];
  priceGroups: Parameters<typeof PriceSlider>[0]['groups'];
  hydrated: boolean;
  onChange(patch: FilterPatch, options?: { debounce?: boolean }): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [allBeds, setAllBeds] = useState(false);
  const toggle = (list: readonly number[], value: number, on: boolean) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));
  const hiddenBeds = bedTypes.length - BED_TYPES_SHOWN;

  return (
    <div className="filters">
      <fieldset className="filters__group filters__group--counters filters__group--rooms">
        <legend className="filters__legend">{t('search.filters.guestsAndRooms')}</legend>
        <Counter
          label={t('search.filters.guests')}
          hint={t('search.filters.guestsHint')}
          name="numberOfAdults"
          value={state.numberOfAdults}
          min={1}
          hydrated={hydrated}
          onChange={(numberOfAdults) => onChange({ numberOfAdults }, { debounce: true })}
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
        <fieldset className="filters__group filters__group--beds">
          <legend className="filters__legend">{t('search.filters.beds')}</legend>
          <div className="filters__beds" id={`${id}-beds`}>
            {bedTypes.map((bed, i) => (
              <div key={bed.id} hidden={hydrated && !allBeds && i >= BED_TYPES_SHOWN}>
                <Counter
                  label={bed.name}
                  name={`bed.${bed.id}`}
                  value={state.bedFilters[bed.id] ?? null}
                  min={0}
                  hydrated={hydrated}
                  onChange={(count) => {
                    const bedFilters = { ...state.bedFilters };
                    if (count && count > 0) bedFilters[bed.id] = count;
                    else delete bedFilters[bed.id];
                    onChange({ bedFilters }, { debounce: true });
                  }}
                />
              </div>
            ))}
          </div>
          {hydrated && hiddenBeds > 0 && (
            <button type="button" className="link-button filters__more" aria-expanded={allBeds} aria-controls={`${id}-beds`} onClick={() => setAllBeds(!allBeds)}>
              {allBeds ? t('search.filters.fewerBeds') : t('search.filters.allBeds', { count: hiddenBeds })}
            </button>
          )}
        </fieldset>
      )}

      <fieldset className="filters__group filters__group--regions">
        <legend className="filters__legend">{t('search.filters.regions')}</legend>
        <ul className="filters__checks">
          {REGIONS.map((region) => (
            <li key={region.id}>
              <label className="check">
                <input
                  type="checkbox"
                  name="regions"
                  value={region.id}
                  checked={state.regions.includes(region.id)}
                  onChange={(e) => onChange({ regions: toggle(state.regions, region.id, e.target.checked) })}
                />
                <span>{t(`search.region.${region.key}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {highlights.length > 0 && (
        <fieldset className="filters__group filters__group--highlights">
          <legend className="filters__legend">{t('search.filters.highlights')}</legend>
          <ul className="filters__checks">
            {highlights.map((item) => (
              <li key={item.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    name="items"
                    value={item.id}
                    checked={state.items.includes(item.id)}
                    onChange={(e) => onChange({ items: toggle(state.items, item.id, e.target.checked) })}
                  />
                  <span>{item.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
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
