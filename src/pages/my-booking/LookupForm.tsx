import type { FormEvent, RefObject } from 'react';
import { Field } from '../../components/checkout/Field.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { PREFIX, type LookupField } from './useLookup.ts';

/** E-mail address and booking code; a plain post to the page before hydration. */
export function LookupForm({
  formRef,
  alertRef,
  state,
  onSubmit,
  clear,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  alertRef: RefObject<HTMLParagraphElement | null>;
  state: { errors: Partial<Record<LookupField, string>>; message: string | null; busy: boolean; typedEmail?: string };
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  clear(field: LookupField): () => void;
}) {
  const { t, locale } = useI18n();
  const { errors, message, busy, typedEmail } = state;
  return (
    <form
      ref={formRef}
      className="lookup-form"
      method="post"
      action={pathFor('myBooking', locale)}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={busy}
    >
      {message && (
        <p ref={alertRef} className="form-alert" role="alert" tabIndex={-1} data-testid="lookup-error">
          {message}
        </p>
      )}
      <Field prefix={PREFIX} name="email" label={t('booking.lookup.email')} error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            defaultValue={typedEmail || undefined}
            onInput={clear('email')}
          />
        )}
      </Field>
      <Field
        prefix={PREFIX}
        name="bookingCode"
        label={t('booking.lookup.bookingCode')}
        hint={t('booking.lookup.bookingCodeHint')}
        error={errors.bookingCode}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            className="lookup-form__code"
            onInput={clear('bookingCode')}
          />
        )}
      </Field>
      <button type="submit" className="button lookup-form__submit" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('booking.lookup.submitting') : t('booking.lookup.submit')}
      </button>
    </form>
  );
}
