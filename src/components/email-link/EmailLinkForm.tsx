import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import './email-link.css';

/** What the form shows: the answer to a request (the same whatever the address), or why it was refused. */
export interface EmailLinkState {
  sent: boolean;
  message: string;
}

export interface EmailLinkTexts {
  title: string;
  intro: string;
  label: string;
  submit: string;
  submitting: string;
  /** When the request could not be sent at all. */
  network: string;
}

/**
 * "E-mail me a link" (a login link, My booking's links): one e-mail field in a
 * plain form posted to the page's action with `intent`, before hydration or
 * without JavaScript; hydrated, `send` makes the API call and the answer
 * shows in place. `posted` is the plain post's answer.
 */
export function EmailLinkForm({
  id,
  action,
  intent,
  texts,
  posted,
  send,
}: {
  id: string;
  action: string;
  intent: string;
  texts: EmailLinkTexts;
  posted: EmailLinkState | null;
  /** The API call: resolves to the answer's message, throws ApiError when refused. */
  send(email: string): Promise<string>;
}) {
  const [state, setState] = useState<EmailLinkState | null>(posted);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setState(null);
    try {
      setState({ sent: true, message: await send(email) });
    } catch (err) {
      setState({
        sent: false,
        message: err instanceof ApiError && err.status < 500 && err.body.message ? err.body.message : texts.network,
      });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  };

  const headingId = `${id}-title`;
  const refused = state && !state.sent;
  return (
    <section className="email-link" aria-labelledby={headingId}>
      <h2 id={headingId} className="email-link__title">
        {texts.title}
      </h2>
      <p className="email-link__intro">{texts.intro}</p>
      <form
        className="email-link__form"
        method="post"
        action={action}
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={busy}
        data-testid={`${id}-form`}
      >
        <input type="hidden" name="intent" value={intent} />
        {state && (
          <p
            ref={messageRef}
            tabIndex={-1}
            className={`email-link__message${refused ? ' email-link__message--refused' : ''}`}
            role={refused ? 'alert' : 'status'}
            id={`${id}-message`}
            data-testid={`${id}-message`}
          >
            {state.message}
          </p>
        )}
        <div className="email-link__field">
          <label htmlFor={`${id}-email`}>{texts.label}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            {...(refused ? { 'aria-invalid': true, 'aria-describedby': `${id}-message` } : {})}
          />
        </div>
        <button type="submit" className="button button--secondary email-link__submit" disabled={busy}>
          {busy ? texts.submitting : texts.submit}
        </button>
      </form>
    </section>
  );
}
