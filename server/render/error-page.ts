import type { Locale } from '../../src/lib/locale.ts';

const TEXT: Record<Locale, { title: string; body: string; home: string }> = {
  en: { title: 'Something went wrong', body: 'We could not show this page. Please try again in a moment.', home: 'Back to the front page' },
  de: { title: 'Etwas ist schiefgelaufen', body: 'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.', home: 'Zurück zur Startseite' },
};

/** The friendly 500 page: static HTML, no script, no stack trace. */
export function errorPage(locale: Locale): string {
  const t = TEXT[locale];
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title} | Sumarhus</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f1ec;color:#1c2a30}main{max-width:32rem;padding:2rem}a{color:#1d4b5e}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="/${locale}/">${t.home}</a></p></main></body></html>`;
}
