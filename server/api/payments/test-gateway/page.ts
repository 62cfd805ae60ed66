/**
 * The test gateway's card page: a small standalone page, as a provider's
 * hosted page would be, in the booking's language, marked on top as a test
 * that takes no money. Works without JavaScript (a plain form post); the card
 * fields carry the standard autocomplete tokens.
 */
import type { Locale } from '../../../../contract/locale.ts';
import { euro } from '../../../documents/format.ts';
import { t, type TextKey } from '../../../texts.ts';
import { isTestCard, type CardField, type CardProblem } from './card.ts';
import type { GatewayPage } from './gateway.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type PageState =
  | {
      kind: 'form';
      values?: Partial<Record<CardField, string>>;
      problems?: Partial<Record<CardField, CardProblem>>;
      declined?: boolean;
    }
  | { kind: 'alreadyPaid' }
  /** The site expired the page (a newer one replaced it, or the payment changed): it takes no card. */
  | { kind: 'replaced' };

const FIELDS: Array<{ name: CardField; autocomplete: string; inputmode?: string; size?: string }> = [
  { name: 'name', autocomplete: 'cc-name' },
  { name: 'number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'exp', autocomplete: 'cc-exp', inputmode: 'numeric', size: 'short' },
  { name: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', size: 'short' },
];

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2530;background:#eef1f4}
.banner{margin:0;background:#8a4b00;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700}
main{max-width:28rem;margin:1.5rem auto;background:#fff;border-radius:.5rem;padding:1.25rem 1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#4a5563}dd{margin:0;font-weight:600}
.explain{font-size:.9rem;color:#4a5563}
label{display:block;font-weight:600;margin-top:.8rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.55rem .6rem;border:1px solid #6b7684;border-radius:.3rem;margin-top:.25rem}
input.short{max-width:9rem}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}
.error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
.alert{border:2px solid #b00020;border-radius:.3rem;padding:.5rem .75rem;margin:0 0 1rem;color:#7a0016}
.alert ul{margin:.25rem 0 0;padding-left:1.2rem}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:700;padding:.7rem;border:0;border-radius:.3rem;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f0a202;outline-offset:2px}
.cancel{display:block;text-align:center;margin-top:1rem;color:#0b5cad}
`;

function shell(locale: Locale, body: string): string {
  const g = (key: string) => escape(t(locale, `api.payments.gateway.${key}` as TextKey));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${g('title')}</title><style>${STYLE}</style></head>
<body><header><p class="banner" role="note">${g('banner')}</p></header><main>${body}</main></body></html>`;
}

export function cardPage(page: GatewayPage, state: PageState, action: string): string {
  const locale = page.locale;
  const g = (key: string, params?: Record<string, string>) =>
    escape(t(locale, `api.payments.gateway.${key}` as TextKey, params));
  const amount = euro(page.amountCents, locale);
  const facts = `<h1>${g('title')}</h1><dl><dt>${g('amount')}</dt><dd>${escape(amount)}</dd><dt>${g('payFor')}</dt><dd>${escape(page.description)}</dd><dt>${g('email')}</dt><dd>${escape(page.email)}</dd></dl>`;
  if (state.kind !== 'form')
    return shell(
      locale,
      `${facts}<p role="status">${g(state.kind)}</p><p><a href="${escape(page.successUrl)}">${g('back')}</a></p>`,
    );

  const problems = state.problems ?? {};
  const listed = FIELDS.filter((f) => problems[f.name]);
  const alert = state.declined
    ? `<div class="alert" role="alert" tabindex="-1" autofocus id="problems"><p>${g('declined')}</p></div>`
    : listed.length
      ? `<div class="alert" role="alert" tabindex="-1" autofocus id="problems"><p>${g('errorsTitle')}</p><ul>${listed.map((f) => `<li><a href="#card-${f.name}">${g(`problems.${f.name}.${problems[f.name]}`)}</a></li>`).join('')}</ul></div>`
      : '';
  const inputs = FIELDS.map((f) => {
    const problem = problems[f.name];
    const typed = state.values?.[f.name] ?? '';
    // The security code never comes back, nor a number that may be a real card's.
    const value = f.name === 'cvc' || (f.name === 'number' && !isTestCard(typed)) ? '' : typed;
    return `<label for="card-${f.name}">${g(f.name)}</label><input id="card-${f.name}" name="${f.name}" autocomplete="${f.autocomplete}"${f.inputmode ? ` inputmode="${f.inputmode}"` : ''}${f.size ? ` class="${f.size}"` : ''} value="${escape(value)}" required${
      problem ? ` aria-invalid="true" aria-describedby="card-${f.name}-error"` : ''
    }>${problem ? `<p class="error" id="card-${f.name}-error">${g(`problems.${f.name}.${problem}`)}</p>` : ''}`;
  }).join('');
  return shell(
    locale,
    `${facts}<p class="explain">${g('explain')}</p>${alert}<form method="post" action="${escape(action)}" novalidate>${inputs}<button type="submit">${g('pay', { amount })}</button></form><a class="cancel" href="${escape(page.cancelUrl)}">${g('cancel')}</a>`,
  );
}

/** A page whose token is forged or past its time: nothing to pay here. */
export function expiredPage(locale: Locale): string {
  const g = (key: string) => escape(t(locale, `api.payments.gateway.${key}` as TextKey));
  return shell(locale, `<h1>${g('title')}</h1><p role="status">${g('expired')}</p>`);
}
