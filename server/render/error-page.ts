import type { Locale } from '../../contract/locale.ts';
import { t } from '../texts.ts';

/** A friendly error page, by default the 500 one: static HTML, no script, no stack trace. */
export function errorPage(locale: Locale, words: { title: string; text: string } = { title: t(locale, 'common.errorTitle'), text: t(locale, 'common.errorText') }): string {
  const { title } = words;
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Sumarhus</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f1ec;color:#1c2a30}main{max-width:32rem;padding:2rem}a{color:#1d4b5e}</style></head>
<body><main><h1>${title}</h1><p>${words.text}</p><p><a href="/${locale}/">${t(locale, 'common.backHome')}</a></p></main></body></html>`;
}
