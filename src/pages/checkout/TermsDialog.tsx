import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ApiClient } from '../../api/http.ts';
import { fetchTerms, type Terms } from '../../api/terms.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { contentLang } from '../../../contract/content.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore } from '../../store/store.ts';
import { RichText } from '../../components/RichText.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The terms in a modal (docs/product/screens.md#checkout). The trigger is a real link to the terms page (it works before
 * hydration and opens in place without JavaScript); hydrated, it opens a
 * native modal <dialog>: the page behind is inert, Tab and Shift+Tab go round
 * inside, Escape or the close button close it, and the focus returns to the
 * link. The terms load once, on first opening, in the page's language.
 */
export function TermsLink({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const { terms, failed, setFailed } = useTerms(open);

  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !dialog.current?.showModal
    )
      return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setFailed(false);
    dialog.current.showModal();
    document.documentElement.classList.add('has-terms-dialog');
    setOpen(true);
    body.current?.focus({ preventScroll: true });
    if (body.current) body.current.scrollTop = 0;
  };

  const close = () => dialog.current?.close();

  // Every way of closing (button, Escape, form method=dialog) ends here.
  const onClose = () => {
    setOpen(false);
    document.documentElement.classList.remove('has-terms-dialog');
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  };

  const termsPath = pathFor('terms', locale);
  const title = terms?.header || t('route.terms');
  return (
    <>
      <a href={termsPath} className={className} onClick={show} aria-haspopup="dialog">
        {t('booking.checkout.terms.read')}
      </a>
      <dialog
        ref={dialog}
        className="terms-dialog"
        aria-labelledby="terms-dialog-title"
        onClose={onClose}
        onKeyDown={(event) => trapFocus(event, dialog.current)}
      >
        <div className="terms-dialog__bar">
          <h2 id="terms-dialog-title" className="terms-dialog__title">
            {title}
          </h2>
          <button type="button" className="terms-dialog__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('booking.checkout.terms.close')}</span>
          </button>
        </div>
        <div ref={body} className="terms-dialog__body" tabIndex={0} role="region" aria-labelledby="terms-dialog-title">
          {open && !terms && !failed && (
            <p role="status" className="terms-dialog__status">
              {t('booking.checkout.terms.loading')}
            </p>
          )}
          {failed && (
            <p className="form-alert" role="alert">
              {t('booking.checkout.terms.failed')} <a href={termsPath}>{t('booking.checkout.terms.openPage')}</a>
            </p>
          )}
          {terms && <TermsText terms={terms} />}
        </div>
        <div className="terms-dialog__foot">
          <button type="button" className="button" onClick={close}>
            {t('booking.checkout.terms.close')}
          </button>
        </div>
      </dialog>
    </>
  );
}

function TermsText({ terms }: { terms: Terms }) {
  return (
    <>
      <RichText field={terms.notice} className="terms-dialog__notice prose" />
      <ol className="terms-dialog__list">
        {terms.terms.map((term, i) => (
          <li key={i}>
            {term.header && <h3>{term.header}</h3>}
            <RichText field={term.lineText} className="prose" />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The terms in the page's language: the shared item's, else loaded (once) when the dialog first opens. */
function useTerms(open: boolean) {
  const { locale } = useI18n();
  const store = useStore();
  const [terms, setTerms] = useState<Terms | null>(() => ownLanguage(store.terms, locale));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || terms) return;
    let live = true;
    fetchTerms(new ApiClient({ baseUrl: '', locale, token: store.config.apiPublicToken })).then(
      (loaded) => {
        if (!live) return;
        store.terms = loaded;
        setTerms(loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, terms, locale, store]);

  return { terms, failed, setFailed };
}

/** Tab and Shift+Tab go round inside the dialog. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement | null) {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The shared `terms` item when it holds the terms in this language (another page may have loaded them). */
function ownLanguage(value: unknown, locale: 'en' | 'de'): Terms | null {
  const terms = value as Terms | null;
  return terms && Array.isArray(terms.terms) && terms.lang === contentLang(locale) ? terms : null;
}
