import { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ContactErrorBody } from '../../../src/api/contact.ts';
import { LOCALES, localeFromPath } from '../../../src/lib/locale.ts';
import { sessionToken } from '../../../src/api/session-token.ts';
import { pathFor } from '../../../src/routes.ts';
import { formBody } from '../../body.ts';
import { visitorHeaders } from '../security/client-address.ts';

export interface ContactFormPostDeps {
  /** Where the booking API answers (the same as the site's loaders use). */
  apiBaseUrl: () => string;
  apiPublicToken: string;
  /** Signs the visitor's address on the API call (the server's JWT secret). */
  secret: string;
  /** The site's page handler, to show the form again with its errors. */
  render: RequestHandler;
  logger: Logger;
}

/**
 * The contact form before hydration (or without JavaScript) is a plain
 * `<form method=post>` to the page's own path. This handler sends the fields
 * to POST /api/contact exactly as the hydrated form does, then
 * - on success answers 303 to the thank-you page (reload-safe), or
 * - on refusal renders the contact page in this response (422, 429…) with the
 *   typed values and the error codes, handed to the page's loader as its query
 *   (`?name=…&invalid=email:invalid&problem=…`). That query never reaches the
 *   browser's address bar or the request log; the page's loader reads only
 *   known codes, so a crafted link can at most preselect values.
 */
export function contactFormPost(deps: ContactFormPostDeps): Router {
  const router = Router();
  const paths = LOCALES.map((locale) => pathFor('contact', locale));
  router.post(paths, formBody(100 * 1024), async (req, res, next) => {
    const locale = localeFromPath(req.path);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const field = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const form = {
      name: field('name'),
      email: field('email'),
      subject: field('subject'),
      messages: field('messages'),
      // The reCAPTCHA widget puts its answer into the form under this name.
      googleRecaptchaResponse: field('g-recaptcha-response') || field('googleRecaptchaResponse') || '-1',
    };

    let status: number;
    let answer: ContactErrorBody = { message: '' };
    try {
      const res = await fetch(`${deps.apiBaseUrl()}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': locale,
          authorization: `Bearer ${sessionToken(req.cookies) ?? deps.apiPublicToken}`,
          // The API limits by the visitor's address, not ours.
          ...visitorHeaders(req, deps.secret),
        },
        body: JSON.stringify(form),
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      answer = ((await res.json().catch(() => null)) as ContactErrorBody | null) ?? answer;
    } catch (err) {
      deps.logger.error({ err }, 'contact form: booking API unreachable');
      status = 503;
    }

    if (status >= 200 && status < 300) {
      res.redirect(303, pathFor('contactThanks', locale));
      return;
    }

    const query = new URLSearchParams();
    for (const key of ['name', 'email', 'subject', 'messages'] as const) if (form[key]) query.set(key, form[key]);
    const codes = Object.entries(answer.codes ?? {}).map(([f, code]) => `${f}:${code}`);
    if (codes.length) query.set('invalid', codes.join(','));
    else query.set('problem', answer.problem ?? (status === 429 ? 'rateLimited' : status === 400 ? 'badRequest' : 'failed'));
    deps.render(renderAs(req, `${pathFor('contact', locale)}?${query}`), res, next);
  });
  return router;
}

/** The same request, seen by the page renderer as a GET of another URL; the original is left untouched. */
function renderAs(req: Request, url: string): Request {
  return Object.create(req, { originalUrl: { value: url }, url: { value: url }, method: { value: 'GET' } }) as Request;
}
