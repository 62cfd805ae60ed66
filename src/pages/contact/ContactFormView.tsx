import { useRef, type ReactNode } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactField } from '../../../contract/forms/contact-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { ContactPageData } from './data.ts';
import { useContactSubmit } from './useContactSubmit.ts';
import { useRecaptcha } from './useRecaptcha.ts';

/** The contact form: name, e-mail address, subject, message and, when the server asks for it, reCAPTCHA. */
export function ContactFormView({ data }: { data: ContactPageData }) {
  const { t, locale } = useI18n();
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const recaptcha = useRecaptcha(recaptchaBox, data.recaptchaSiteKey, locale);
  const { formRef, errors, formError, sending, onSubmit, clear } = useContactSubmit(data, recaptcha);

  return (
    <div className="container page contact">
      <PageHead title={t('contact.title')} description={t('contact.intro')} />
      <Breadcrumbs routeId="contact" />
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.intro')}</p>
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action={pathFor('contact', locale)}
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
      >
        {formError && (
          <div className="contact-form__alert" role="alert" tabIndex={-1} autoFocus>
            {formError}
          </div>
        )}
        <Field field="name" label={t('contact.name')} error={errors.name}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              defaultValue={data.values.name}
              onInput={clear('name')}
            />
          )}
        </Field>
        <Field field="email" label={t('contact.email')} error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              defaultValue={data.values.email}
              onInput={clear('email')}
            />
          )}
        </Field>
        <Field field="subject" label={t('contact.subject')} error={errors.subject}>
          {(props) => (
            <select {...props} defaultValue={data.values.subject} onChange={clear('subject')}>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`contact.subjects.${subject}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field field="messages" label={t('contact.message')} error={errors.messages}>
          {(props) => (
            <textarea
              {...props}
              rows={8}
              maxLength={CONTACT_LIMITS.messages}
              defaultValue={data.values.messages}
              onInput={clear('messages')}
            />
          )}
        </Field>
        {data.recaptchaSiteKey && (
          <div className="contact-form__field">
            <div ref={recaptchaBox} className="contact-form__recaptcha" />
            {errors.googleRecaptchaResponse && (
              <p className="contact-form__error" id="contact-googleRecaptchaResponse-error">
                {errors.googleRecaptchaResponse}
              </p>
            )}
          </div>
        )}
        <p className="contact-form__privacy">{t('contact.privacy')}</p>
        <button type="submit" className="button contact-form__submit" disabled={sending} aria-disabled={sending}>
          {sending && <span className="contact-form__spinner" aria-hidden="true" />}
          {sending ? t('contact.sending') : t('contact.send')}
        </button>
      </form>
    </div>
  );
}

interface ControlProps {
  id: string;
  name: ContactField;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true;
}

/** A labelled control with its error beside it (errors shown beside fields: docs/product/rules.md#contact-form). */
function Field({
  field,
  label,
  error,
  children,
}: {
  field: ContactField;
  label: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const { t } = useI18n();
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'contact-form__field contact-form__field--invalid' : 'contact-form__field'}>
      <label htmlFor={id}>
        {label} <span className="contact-form__required">({t('contact.required')})</span>
      </label>
      {children({
        id,
        name: field,
        'aria-invalid': !!error,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': true,
      })}
      {error && (
        <p className="contact-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
