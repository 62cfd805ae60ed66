/**
 * The test gateway's card page (GET) and its form (POST), under
 * /api/payments/test-gateway/{token}. A good test card books the charge once
 * per page, hands the signed event to the same callback path as a real
 * provider's webhook, and sends the guest back to the site. A page the site
 * expired says so and takes no card.
 */
import { Router } from 'express';
import { formBody } from '../../../body.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { receiveCallback } from '../callback.ts';
import type { MoneyContext } from '../../reservations/context.ts';
import type { Db } from '../../../db/client.ts';
import type { Logger } from 'pino';
import { checkCard, type CardForm } from './card.ts';
import type { TestGateway } from './gateway.ts';
import { cardPage, expiredPage, type PageState } from './page.ts';

export function testGatewayRouter(deps: {
  db: Db;
  gateway: TestGateway;
  context: () => MoneyContext & { logger: Logger };
}): Router {
  const { db, gateway } = deps;
  const router = Router();
  const send = (res: import('express').Response, status: number, html: string) =>
    res
      .status(status)
      .set({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      .send(html);

  router.get('/:token', async (req, res) => {
    const page = gateway.openPage(String(req.params.token));
    if (!page) return send(res, 410, expiredPage(requestLocale(req)));
    if (await gateway.isExpired(page.pageId))
      return send(res, 410, cardPage(page, { kind: 'replaced' }, req.originalUrl));
    send(res, 200, cardPage(page, { kind: 'form' }, req.originalUrl));
  });

  router.post('/:token', formBody(4 * 1024), async (req, res) => {
    const page = gateway.openPage(String(req.params.token));
    if (!page) return send(res, 410, expiredPage(requestLocale(req)));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const form: CardForm = { name: '', number: '', exp: '', cvc: '' };
    for (const key of Object.keys(form) as Array<keyof CardForm>)
      form[key] = typeof body[key] === 'string' ? (body[key] as string).slice(0, 64) : '';
    const ctx = deps.context();
    const check = checkCard(form, ctx.now);
    const again = (status: number, state: PageState) => send(res, status, cardPage(page, state, req.originalUrl));
    if (await gateway.isExpired(page.pageId)) return again(410, { kind: 'replaced' });
    if (!check.ok) return again(422, { kind: 'form', values: form, problems: check.problems });
    if (check.outcome === 'declined') return again(402, { kind: 'form', values: form, declined: true });
    const event = await gateway.charge(page);
    if (!event)
      return (await gateway.isExpired(page.pageId))
        ? again(410, { kind: 'replaced' })
        : again(409, { kind: 'alreadyPaid' });
    await receiveCallback(db, gateway, gateway.signedCallback(event), ctx);
    res.redirect(303, page.successUrl);
  });

  return router;
}
