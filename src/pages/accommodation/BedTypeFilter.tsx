import { useState } from 'react';
import type { FilterOption } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { BedFilters } from '../../../contract/search-query.ts';
import { Counter } from '../../components/filters/Counter.tsx';

/** docs/product/rules.md#display-constants: the first 4 bed types show unless expanded. */
const BED_TYPES_SHOWN = 4;

/** A counter per bed type (fields `bed.{id}`); once hydrated, the ones after the first 4 behind a toggle. */
export function BedTypeFilter({
  listId,
  bedTypes,
  counts,
  hydrated,
  onChange,
}: {
  /** The id of the counters' list, which the toggle controls. */
  listId: string;
  bedTypes: readonly FilterOption[];
  counts: BedFilters;
  hydrated: boolean;
  onChange(counts: BedFilters): void;
}) {
  const { t } = useI18n();
  const [allBeds, setAllBeds] = useState(false);
  const hiddenBeds = bedTypes.length - BED_TYPES_SHOWN;
  return (
    <fieldset className="filters__group filters__group--beds">
      <legend className="filters__legend">{t('search.filters.beds')}</legend>
      <div className="filters__beds" id={listId}>
        {bedTypes.map((bed, i) => (
          <div key={bed.id} hidden={hydrated && !allBeds && i >= BED_TYPES_SHOWN}>
            <Counter
              label={bed.name}
              name={`bed.${bed.id}`}
              value={counts[bed.id] ?? null}
              min={0}
              hydrated={hydrated}
              onChange={(count) => {
                const next = { ...counts };
                if (count && count > 0) next[bed.id] = count;
                else delete next[bed.id];
                onChange(next);
              }}
            />
          </div>
        ))}
      </div>
      {hydrated && hiddenBeds > 0 && (
        <button
          type="button"
          className="link-button filters__more"
          aria-expanded={allBeds}
          aria-controls={listId}
          onClick={() => setAllBeds(!allBeds)}
        >
          {allBeds ? t('search.filters.fewerBeds') : t('search.filters.allBeds', { count: hiddenBeds })}
        </button>
      )}
    </fieldset>
  );
}
