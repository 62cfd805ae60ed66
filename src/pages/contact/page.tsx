import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  fetchContactSettings,
  isContactSubject,
  sendContactMessage,
  type ContactErrorBody,
  type ContactErrorCode,
  type ContactField,
  type ContactProblem,
  type ContactSubject,
} from '../../api/contact.ts';
import { ApiClient, ApiError } from '../../api/http.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore } from '../../store/store.ts';
import type { Loader } from '../types.ts';
import { usePage } from '../usePage.ts';
import { type ContactRefusal } from './action.ts';
import './contact.css';

export { action } from './action.ts';

interface ContactValues {
  name: string;
  email: string;
  subject: ContactSubject;
  messages: string;
}

export interface ContactPageData {
  values: ContactValues;
  /** Why fields were refused, when the page answers its form's plain post (see action.ts). */
  codes: Partial<Record<ContactField, ContactErrorCode>>;
  problem: ContactProblem | null;
  recaptchaSiteKey: string | null;
}

/**
 * The form's starting state: after a refused plain post, what was typed and
 * why it was refused (the action's data); otherwise empty, with `?subject=owner`
 * preselecting a subject (links may use it).
 */
export const loader: Loader<ContactPageData | null, ContactRefusal> = async ({ match, query, api, actionData }) => {
  if (match.route.id === 'contactThanks') return { data: null };
  const typed = actionData?.values ?? { name: '', email: '', subject: query.get('subject') ?? '', messages: '' };
  const text = (key: keyof typeof CONTACT_LIMITS) => typed[key].slice(0, CONTACT_LIMITS[key]);
  const settings = await fetchContactSettings(api).catch(() => null);
  return {
    data: {
      values: { name: text('name'), email: text('email'), subject: isContactSubject(typed.subject) ? typed.subject : 'general', messages: text('messages') },
      codes: actionData?.codes ?? {},
      problem: actionData?.problem ?? null,
      recaptchaSiteKey: settings?.recaptchaSiteKey ?? null,
    },
  };
};

/** SPEC §2 Contact: the form, and after sending the thank-you page (route contactThanks). */
export default function ContactPage() {
  const { routeId, data } = usePage<ContactPageData | null>();
  return routeId === 'contactThanks' || !data ? <ContactThanks /> : <ContactFormView data={data} />;
}

function ContactThanks() {
  const { t, locale } = useI18n();
  return (
    <div className="container page contact contact--thanks">
      <PageHead title={t('contact.thanksTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="contactThanks" />
      <h1>{t('contact.thanksTitle')}</h1>
      <p className="lead">{t('contact.thanksText')}</p>
      <p className="contact__links">
        <Link className="button" to={pathFor('home', locale)}>
          {t('common.backHome')}
        </Link>
        <Link className="button button--secondary" to={pathFor('accommodation', locale)}>
          {t('contact.findHouse')}
        </Link>
        <Link to={pathFor('contact', locale)}>{t('contact.another')}</Link>
      </p>
    </div>
  );
}

type FieldErrors = Partial<Record<ContactField, string>>;

function ContactFormView({ data }: { data: ContactPageData }) {
  const { t, locale } = useI18n();
  const store = useStore();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const recaptchaBox = useRef<HTMLDivElement>(null);
  const recaptcha = useRecaptcha(recaptchaBox, data.recaptchaSiteKey, locale);
  const [errors, setErrors] = useState<FieldErrors>(() =>
    Object.fromEntries(Object.entries(data.codes).map(([field, code]) => [field, t(`contact.errors.${field}.${code}`)])),
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

  // After a refused attempt, the first marked field (or the message box) gets the focus.
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('.contact-form__alert'))?.focus();
  }, [attempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Before hydration this handler does not exist and the browser posts the form itself.
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '');
    setSending(true);
    setFormError(null);
    const api = new ApiClient({ baseUrl: '', locale, token: store.config.apiPublicToken });
    try {
      await sendContactMessage(api, {
        name: value('name'),
        email: value('email'),
        subject: value('subject') as ContactSubject,
        messages: value('messages'),
        googleRecaptchaResponse: recaptcha.response(),
      });
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
          <div className="contact-form__alert" role="alert" tabIndex={-1}>
            {formError}
          </div>
        )}
        <Field field="name" label={t('contact.name')} error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} defaultValue={data.values.name} onInput={clear('name')} />}
        </Field>
        <Field field="email" label={t('contact.email')} error={errors.email}>
          {(props) => (
            <input {...props} type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} defaultValue={data.values.email} onInput={clear('email')} />
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
          {(props) => <textarea {...props} rows={8} maxLength={CONTACT_LIMITS.messages} defaultValue={data.values.messages} onInput={clear('messages')} />}
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

/** A labelled control with its error beside it (SPEC §5: errors shown beside fields). */
function Field({ field, label, error, children }: { field: ContactField; label: string; error?: string; children: (props: ControlProps) => ReactNode }) {
  const { t } = useI18n();
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'contact-form__field contact-form__field--invalid' : 'contact-form__field'}>
      <label htmlFor={id}>
        {label} <span className="contact-form__required">({t('contact.required')})</span>
      </label>
      {children({ id, name: field, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined, 'aria-required': true })}
      {error && (
        <p className="contact-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface Grecaptcha {
  render(element: HTMLElement, options: { sitekey: string; hl?: string }): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
}

/**
 * Google's reCAPTCHA checkbox, only when the server has a site key. The script
 * is added after hydration (CSP 'strict-dynamic' trusts scripts our own code adds).
 */
function useRecaptcha(ref: RefObject<HTMLDivElement | null>, siteKey: string | null, locale: Locale) {
  const widget = useRef<number | null>(null);
  useEffect(() => {
    if (!siteKey) return;
    const w = window as unknown as { grecaptcha?: Grecaptcha; sumarhusRecaptchaReady?: () => void };
    const render = () => {
      if (ref.current && widget.current === null && w.grecaptcha) widget.current = w.grecaptcha.render(ref.current, { sitekey: siteKey, hl: locale });
    };
    if (w.grecaptcha?.render) {
      render();
      return;
    }
    w.sumarhusRecaptchaReady = render;
    if (!document.getElementById('recaptcha-script')) {
      const script = document.createElement('script');
      script.id = 'recaptcha-script';
      script.src = `https://www.google.com/recaptcha/api.js?onload=sumarhusRecaptchaReady&render=explicit&hl=${locale}`;
      script.async = true;
      document.head.appendChild(script);
    }
  }, [ref, siteKey, locale]);
  const api = () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  return {
    response: () => (widget.current !== null ? api()?.getResponse(widget.current) || '-1' : '-1'),
    reset: () => {
      if (widget.current !== null) api()?.reset(widget.current);
    },
  };
}
