import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { sendContactMessage, type ContactErrorBody } from '../../api/contact.ts';
import { ApiClient, ApiError } from '../../api/http.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { ContactForm, type ContactField } from '../../../contract/forms/contact-form.ts';
import { formDataFields, readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore } from '../../store/store.ts';
import type { ContactPageData } from './data.ts';
import type { Recaptcha } from './useRecaptcha.ts';

type FieldErrors = Partial<Record<ContactField, string>>;

/**
 * The hydrated contact form's sending (before hydration the browser posts the
 * form itself): the API's messages beside their fields and above the form,
 * starting from a refused plain post's codes; after a refused attempt the
 * first marked field (or the message box) gets the focus.
 */
export function useContactSubmit(data: ContactPageData, recaptcha: Recaptcha) {
  const { t, locale } = useI18n();
  const store = useStore();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(() =>
    Object.fromEntries(
      Object.entries(data.codes).map(([field, code]) => [field, t(`contact.errors.${field}.${code}`)]),
    ),
  );
  const [formError, setFormError] = useState<string | null>(() => {
    if (data.problem) return t(`contact.errors.${data.problem}`);
    // A refused robot check without a widget on the page has no field to sit beside.
    const robot = data.codes.googleRecaptchaResponse;
    if (robot && !data.recaptchaSiteKey) return t(`contact.errors.googleRecaptchaResponse.${robot}`);
    return Object.keys(data.codes).length ? t('contact.errors.summary') : null;
  });
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.contact-form__alert')
    )?.focus();
  }, [attempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = formDataFields(new FormData(event.currentTarget));
    setSending(true);
    setFormError(null);
    const api = new ApiClient({ baseUrl: '', locale, token: store.config.apiPublicToken });
    try {
      await sendContactMessage(api, { ...readForm(form, ContactForm), googleRecaptchaResponse: recaptcha.response() });
      navigate(pathFor('contactThanks', locale));
    } catch (err) {
      recaptcha.reset();
      if (err instanceof ApiError) {
        const body = err.body as ContactErrorBody;
        const fieldErrors = body.errors ?? {};
        setErrors(fieldErrors);
        // A refused robot check without a widget on the page has no field to sit beside.
        const unplaced = !data.recaptchaSiteKey ? fieldErrors.googleRecaptchaResponse : undefined;
        setFormError(unplaced ?? (body.message || t('contact.errors.failed')));
      } else {
        setFormError(t('contact.errors.network'));
      }
      setSending(false);
      setAttempt((n) => n + 1);
    }
  }

  const clear = (field: ContactField) => () => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  return { formRef, errors, formError, sending, onSubmit, clear };
}
