import { useI18n } from '../../i18n/i18n.ts';
import { CHECK_IN_CENTERS } from '../../../contract/forms/booking-form.ts';
import { fieldIds, FieldError } from './Field.tsx';
import { PREFIX, type SectionProps } from './form-state.ts';

/** Where the guests collect keys and kits: one of the check-in service centres, as cards. */
export function CentreSection({ typed, errors }: SectionProps) {
  const { t } = useI18n();
  const error = errors.checkInCenter;
  const { errorId } = fieldIds(PREFIX, 'checkInCenter');
  return (
    <section className="checkout-section" aria-labelledby="checkout-centre-title">
      <h2 id="checkout-centre-title">{t('booking.checkout.sections.centre')}</h2>
      <fieldset className={`form-choice${error ? ' form-field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
        <legend>
          {t('booking.checkout.fields.checkInCenter')}
          <span className="form-field__required"> ({t('booking.checkout.required')})</span>
        </legend>
        <div className="form-choice__options">
          {CHECK_IN_CENTERS.map((id) => (
            <label key={id} className="form-choice__option form-choice__option--card" htmlFor={`${PREFIX}-checkInCenter-${id}`}>
              <input
                type="radio"
                id={`${PREFIX}-checkInCenter-${id}`}
                name="checkInCenter"
                value={id}
                defaultChecked={typed.value('checkInCenter') === String(id)}
                aria-invalid={!!error}
                aria-describedby={`${PREFIX}-checkInCenter-${id}-hint`}
              />
              <span>
                <span className="form-choice__name">{t(`booking.checkout.centres.${id}.name`)}</span>
                <span className="form-choice__hint" id={`${PREFIX}-checkInCenter-${id}-hint`}>
                  {t(`booking.checkout.centres.${id}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
    </section>
  );
}
