import { useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../api/cart.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { partyOfLines } from '../../../contract/party.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import '../../components/checkout/checkout.css';
import '../../components/booking/booking.css';

export { loader };

/** A line that can be booked as it is: dated, free and priced. */
export function isBookable(line: CartLine): boolean {
  return line.houseAvailable && !!line.resFrom && !!line.resTo && !!line.price;
}

/**
 * docs/product/screens.md#checkout: kits, guests, personal details, travel,
 * service centre, price table, payment instructions, terms, finish button
 * and the card note – or a friendly message when the cart is empty, or when
 * a line of it cannot be booked as it is.
 */
export default function CheckoutPage() {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const { data } = usePage<typeof loader>();
  const texts = data?.texts ?? null;
  // After booking, the cart in the store is emptied before the thank-you page
  // replaces this one: keep showing the booked lines meanwhile.
  const [booked, setBooked] = useState<CartLine[] | null>(null);
  const lines = booked ?? ((state.cart?.houses ?? []) as CartLine[]);
  const title = texts?.checkout_title || t('booking.checkout.title');

  let body;
  if (!lines.length) {
    body = (
      <div className="checkout-empty">
        <h2>{texts?.empty_title || t('booking.checkout.emptyTitle')}</h2>
        {texts?.empty_text?.length ? (
          <RichText field={texts.empty_text} className="prose" />
        ) : (
          <p>{t('booking.checkout.emptyText')}</p>
        )}
        <p>
          <Link className="button" to={pathFor('accommodation', locale)}>
            {texts?.empty_button || t('booking.checkout.emptyButton')}
          </Link>
        </p>
        <ContentImage
          image={texts?.empty_image}
          className="checkout-empty__image"
          sizes="(min-width: 750px) 24rem, 100vw"
        />
      </div>
    );
  } else if (!lines.every(isBookable)) {
    body = (
      <div className="checkout-problem">
        <p className="form-alert">{t('booking.checkout.notBookable')}</p>
        <p>
          <Link className="button" to={pathFor('cart', locale)}>
            {t('booking.checkout.toCart')}
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <CheckoutForm
        cartId={state.cart?.cartId ?? ''}
        lines={lines}
        texts={texts}
        onBooked={() => setBooked(lines)}
        posted={data?.posted ?? null}
        chosenParty={partyOfLines(lines)}
      />
    );
  }

  return (
    <div className="container page checkout booking-ui">
      <PageHead title={title} description={texts?.meta_description} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="checkout" current={title} />
      <h1>{title}</h1>
      {lines.length > 0 && lines.every(isBookable) && <p className="lead">{t('booking.checkout.intro')}</p>}
      {body}
    </div>
  );
}
