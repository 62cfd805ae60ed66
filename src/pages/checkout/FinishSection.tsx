import { useI18n } from '../../i18n/i18n.ts';
import { useAppState } from '../../store/store.ts';
import { RichText } from '../../components/RichText.tsx';
import { describedBy, fieldIds, FieldError } from '../../components/checkout/Field.tsx';
import { PREFIX, type CheckoutTexts, type SectionProps } from './form-state.ts';
import { TermsLink } from './TermsDialog.tsx';

/** The terms box with the terms in a dialog, and the button that books (with the card note). */
export function FinishSection({
  typed,
  errors,
  submitting,
  texts,
}: SectionProps & { submitting: boolean; texts: CheckoutTexts }) {
  const { t } = useI18n();
  const [state] = useAppState();
  const error = errors.terms;
  return (
    <section className="checkout-section checkout-finish" aria-labelledby="checkout-terms-title">
      <h2 id="checkout-terms-title" className="visually-hidden">
        {t('booking.checkout.sections.terms')}
      </h2>
      <div className={`form-check${error ? ' form-field--invalid' : ''}`}>
        <input
          type="checkbox"
          id={`${PREFIX}-terms`}
          name="terms"
          defaultChecked={typed.value('terms') === 'on'}
          aria-invalid={!!error}
          aria-describedby={describedBy(PREFIX, 'terms', { error: !!error })}
          aria-required="true"
        />
        <label htmlFor={`${PREFIX}-terms`}>{t('booking.checkout.terms.label')}</label>
      </div>
      {/* A div: the dialog inside may not sit in a paragraph. */}
      <div className="form-check__more">
        <TermsLink />
      </div>
      <FieldError id={fieldIds(PREFIX, 'terms').errorId} error={error} />

      <button
        type="submit"
        className="button button--accent checkout-finish__button"
        disabled={submitting}
        aria-describedby="checkout-card-note"
      >
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? t('booking.checkout.finishing') : t('booking.checkout.finish')}
      </button>
      <div id="checkout-card-note" className="checkout-finish__note">
        {state.user ? (
          <p>{t('booking.checkout.accountNote')}</p>
        ) : texts?.card_charge_note?.length ? (
          <RichText field={texts.card_charge_note} />
        ) : (
          <p>{t('booking.checkout.cardNote')}</p>
        )}
      </div>
      <span className="visually-hidden" role="status">
        {submitting ? t('booking.checkout.finishing') : ''}
      </span>
    </section>
  );
}
