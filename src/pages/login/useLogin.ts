import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiClient, ApiError } from '../../api/http.ts';
import { landingPath } from '../../api/landing.ts';
import { login } from '../../api/user.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { isLoginField, LoginForm, type LoginField } from '../../../contract/forms/login-form.ts';
import { formDataFields, readForm } from '../../../contract/forms/read-form.ts';
import { useAppState } from '../../store/store.ts';
import type { LoginError } from './action.ts';

/**
 * The hydrated login: posts with fetch, shows the server's message in a red
 * box on failure (the field it names gets the focus, else the box), and on
 * success reloads the home page so that the server renders it with the new
 * session. Starts from a refused plain post's reason.
 */
export function useLogin(posted: LoginError | null) {
  const { t, locale } = useI18n();
  const [{ config }] = useAppState();
  const [error, setError] = useState<{ message: string; field?: LoginField } | null>(() =>
    posted ? { message: t(`login.errors.${posted}`), field: isLoginField(posted) ? posted : undefined } : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const errorBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error && !error.field) errorBox.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const credentials = readForm(formDataFields(new FormData(form)), LoginForm);
    setSubmitting(true);
    setError(null);
    try {
      const answer = await login(new ApiClient({ baseUrl: '', locale, token: config.apiPublicToken }), credentials);
      // docs/product/screens.md#login: a successful login reloads the home page (an owner's: their portal), rendered with the session.
      window.location.assign(landingPath(answer, locale));
    } catch (err) {
      const field = err instanceof ApiError && isLoginField(err.body.field) ? err.body.field : undefined;
      const message =
        err instanceof ApiError && err.status < 500 && err.body.message ? err.body.message : t('login.errors.network');
      setError({ message, field });
      setSubmitting(false);
      const input = field ? form.elements.namedItem(field) : null;
      if (input instanceof HTMLInputElement) input.focus();
    }
  };

  return { error, submitting, errorBox, submit };
}
