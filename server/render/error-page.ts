import type { Locale } from '../../src/lib/locale.ts';
import { t } from '../texts.ts';

/** The friendly 500 page: static HTML, no script, no stack trace. */
export function errorPage(locale: Locale): string {
  const title = t(locale, 'common.errorTitle');
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Sumarhus</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f1ec;color:#1c2a30}main{max-width:32rem;padding:2rem}a{color:#1d4b5e}</style></head>
<body><main><h1>${title}</h1><p>${t(locale, 'common.errorText')}</p><p><a href="/${locale}/">${t(locale, 'common.backHome')}</a></p></main></body></html>`;
}
