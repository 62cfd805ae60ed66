import { useId, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import type { Party } from '../../../contract/party.ts';
import { PARTY_PARAMS } from '../../../contract/trip.ts';
import { useAdoptTyped } from '../../components/useAdoptTyped.ts';

const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);

/**
 * Adults and children in the price box, up to the house's guests: native
 * selects named for the surrounding GET form (before hydration "Show price"
 * sends them along); hydrated, a change goes to `onChange` at once, and so
 * does what was chosen before.
 */
export function GuestFields({ party, max, onChange }: { party: Party; max: number; onChange(party: Party): void }) {
  const { t } = useI18n();
  const id = useId();
  const limit = Math.max(max, 1);
  const root = useRef<HTMLFieldSetElement>(null);
  useAdoptTyped(root, (typed) => {
    const adults = Number(typed[PARTY_PARAMS.adults] ?? party.adults);
    onChange({ adults, children: Math.min(Number(typed[PARTY_PARAMS.children] ?? party.children), limit - adults) });
  });
  return (
    <fieldset ref={root} className="price-box__guests">
      <legend className="price-box__guests-legend">{t('house.price.guests', { max: limit })}</legend>
      <label htmlFor={`${id}-adults`}>{t('house.price.adults')}</label>
      <select
        id={`${id}-adults`}
        name={PARTY_PARAMS.adults}
        value={party.adults}
        onChange={(e) =>
          onChange({
            adults: Number(e.target.value),
            children: Math.min(party.children, limit - Number(e.target.value)),
          })
        }
      >
        {range(1, limit).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-children`}>{t('house.price.children')}</label>
      <select
        id={`${id}-children`}
        name={PARTY_PARAMS.children}
        value={party.children}
        onChange={(e) => onChange({ adults: party.adults, children: Number(e.target.value) })}
      >
        {range(0, limit - party.adults).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
