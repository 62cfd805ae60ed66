import { Router } from 'express';
import type { ContactReceipt, ContactSettings } from '../../../contract/api/contact.ts';
import { CONTACT_SUBJECTS } from '../../../contract/forms/contact-form.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { BookingDeps } from '../deps.ts';
import { clientAddress } from '../security/client-address.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { verifyRecaptcha } from './recaptcha.ts';
import { validateContact } from './validation.ts';
import { saveContactMessage } from './service.ts';

export interface ContactRouterOptions {
  /** Accepted messages per client address and window (default 5 per 10 minutes). */
  limit?: number;
  windowSeconds?: number;
}

/**
 * /api/contact (docs/product/api.md#contact): GET tells the form what it needs; POST checks a
 * message (fields, rate limit, reCAPTCHA when configured), stores it and
 * forwards it to the staff through the outbox. Errors answer in the request's
 * language: {message, field, errors: {field: message}, codes: {field: code}}.
 */
export function contactRouter(deps: BookingDeps, options: ContactRouterOptions = {}): Router {
  const { db, config } = deps;
  const router = Router();
  const window = { limit: options.limit ?? 5, windowSeconds: options.windowSeconds ?? 600 };
  if (config.recaptchaSecret && !config.recaptchaSiteKey) {
    deps.logger.warn(
      'RECAPTCHA_SECRET is set but RECAPTCHA_SITE_KEY is not: the contact form shows no widget, so every message is refused',
    );
  }

  router.get('/', (_req, res) => {
    const settings: ContactSettings = {
      subjects: [...CONTACT_SUBJECTS],
      recaptchaSiteKey: config.recaptchaSecret ? (config.recaptchaSiteKey ?? null) : null,
    };
    res.json(settings);
  });

  router.post('/', async (req, res) => {
    const locale = requestLocale(req);
    const input = validateContact(req.body, locale);

    // Only well-formed messages count: a visitor fixing a typo is not punished.
    const limiter = rateLimit(db, { name: 'contact', ...window, message: t(locale, 'contact.errors.rateLimited') });
    await limiter.hit([clientAddress(req)]).catch((err: unknown) => {
      if (err instanceof HttpError)
        throw new HttpError(err.status, err.message, undefined, { ...err.extra, problem: 'rateLimited' });
      throw err;
    });

    const recaptcha = await verifyRecaptcha(config, input.googleRecaptchaResponse, clientAddress(req));
    if (recaptcha === 'unavailable')
      throw new HttpError(503, t(locale, 'contact.errors.recaptchaUnavailable'), undefined, {
        problem: 'recaptchaUnavailable',
      });
    if (recaptcha !== 'ok') {
      const code = recaptcha === 'missing' ? 'required' : 'invalid';
      const message = t(locale, `contact.errors.googleRecaptchaResponse.${code}`);
      throw new HttpError(422, message, 'googleRecaptchaResponse', {
        errors: { googleRecaptchaResponse: message },
        codes: { googleRecaptchaResponse: code },
      });
    }

    const saved = await saveContactMessage(db, input, { locale, staffEmail: config.staffEmail });
    deps.logger.info(
      { contactMessageId: saved.id, outboxId: saved.outboxId, subject: input.subject },
      'contact message received',
    );
    const receipt: ContactReceipt = { status: 'received', message: t(locale, 'contact.thanksText') };
    res.status(201).json(receipt);
  });

  return router;
}
