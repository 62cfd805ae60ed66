import { useRef, useState } from 'react';
import type { CartLine } from '../../api/cart.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { farFromCentre } from '../../../contract/check-in-centres.ts';
import { CHECK_IN_CENTERS, type CheckInCenterId } from '../../../contract/forms/booking-form.ts';
import { fieldIds, FieldError } from '../../components/checkout/Field.tsx';
import { useAdoptTyped } from '../../components/useAdoptTyped.ts';
import { PREFIX, type SectionProps } from './form-state.ts';

const asCentre = (value: string): CheckInCenterId | null => CHECK_IN_CENTERS.find((id) => String(id) === value) ?? null;

/**
 * Where the guests collect keys and kits: one of the check-in service centres,
 * as cards. A centre far from a house of the booking (by an estimate of the
 * road distance, contract/check-in-centres.ts) gets a hint naming the nearest
 * one, before the booking is sent.
 */
export function CentreSection({ typed, errors, lines }: SectionProps & { lines: readonly CartLine[] }) {
  const { t, formatNumber } = useI18n();
  const [chosen, setChosen] = useState(() => asCentre(typed.value('checkInCenter')));
  const choices = useRef<HTMLFieldSetElement>(null);
  useAdoptTyped(choices, (picked) => picked.checkInCenter && setChosen(asCentre(picked.checkInCenter)));
  const error = errors.checkInCenter;
  const { errorId } = fieldIds(PREFIX, 'checkInCenter');
  const name = (id: CheckInCenterId) => t(`booking.checkout.centres.${id}.name`);
  const far = chosen
    ? farFromCentre(
        lines.map((line) => line.house),
        chosen,
      )
    : [];
  return (
    <section className="checkout-section" aria-labelledby="checkout-centre-title">
      <h2 id="checkout-centre-title">{t('booking.checkout.sections.centre')}</h2>
      <fieldset
        ref={choices}
        className={`form-choice${error ? ' form-field--invalid' : ''}`}
        aria-describedby={error ? errorId : undefined}
      >
        <legend>
          {t('booking.checkout.fields.checkInCenter')}
          <span className="form-field__required"> ({t('booking.checkout.required')})</span>
        </legend>
        <div className="form-choice__options">
          {CHECK_IN_CENTERS.map((id) => (
            <label
              key={id}
              className="form-choice__option form-choice__option--card"
              htmlFor={`${PREFIX}-checkInCenter-${id}`}
            >
              <input
                type="radio"
                id={`${PREFIX}-checkInCenter-${id}`}
                name="checkInCenter"
                value={id}
                defaultChecked={typed.value('checkInCenter') === String(id)}
                aria-invalid={!!error}
                aria-describedby={`${PREFIX}-checkInCenter-${id}-hint`}
                onChange={() => setChosen(id)}
              />
              <span>
                <span className="form-choice__name">{name(id)}</span>
                <span className="form-choice__hint" id={`${PREFIX}-checkInCenter-${id}-hint`}>
                  {t(`booking.checkout.centres.${id}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
      <div className="checkout-centre-distance" role="status" data-testid="centre-distance">
        {far.map((f) => (
          <p key={f.house}>
            {t('booking.checkout.centreFar', {
              centre: name(chosen!),
              km: formatNumber(f.km),
              house: f.house,
              nearest: name(f.nearest),
              nearestKm: formatNumber(f.nearestKm),
            })}
          </p>
        ))}
      </div>
    </section>
  );
}
