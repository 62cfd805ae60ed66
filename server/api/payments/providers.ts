/**
 * The payment provider of this process: Stripe when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set, the built-in test gateway otherwise. A
 * provider for another acquirer is chosen here too.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';
import { testGateway, type TestGateway } from './test-gateway/gateway.ts';

export function paymentProvider(deps: { db: Db; config: Config; clock: () => Date }): PaymentProvider | TestGateway {
  const { stripe } = deps.config;
  return stripe
    ? stripeProvider(stripe)
    : testGateway({ db: deps.db, secret: deps.config.jwtSecret, clock: deps.clock });
}

export function isTestGateway(provider: PaymentProvider): provider is TestGateway {
  return provider.takesNoMoney && 'openPage' in provider;
}
