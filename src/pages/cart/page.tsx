import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../api/cart.ts';
import { ApiClient } from '../../api/http.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { createCartActions } from './cart-actions.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CART_FORM_PROBLEMS, isPartyProblem, summarize } from './cart-model.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import './cart.css';

export { loader };

/**
 * docs/product/screens.md#cart: the houses in the cart, each with picture, drive time, facts,
 * date picker, price and remove; the footer with the number of houses, the
 * overall dates, the total, 'book now' and a link to search another house;
 * or, when empty, the text, image and button of the cart document. Changes go
 * to the booking API and replace store.cart, so the menu's count follows.
 */
export default function CartPage() {
  const { t, locale } = useI18n();
  const store = useStore();
  const { cart, config } = useStoreSnapshot(store);
  const { routeId, data } = usePage<typeof loader>();
  const api = useMemo(
    () => new ApiClient({ baseUrl: '', locale, token: config.apiPublicToken }),
    [locale, config.apiPublicToken],
  );
  const actions = useMemo(() => createCartActions(store, api), [store, api]);
  const [announcement, setAnnouncement] = useState('');
  const focusTarget = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const lines = (cart?.houses ?? []) as CartLine[];
  const summary = summarize(lines);
  const cartPath = pathFor('cart', locale);
  const { doc, notice } = data;
  const title = doc.title || t('cart.page.title');
  const noticed = notice ? lines.find((l) => l.cartLineId === notice.line) : undefined;
  const noticeText = notice
    ? t(CART_FORM_PROBLEMS[notice.problem], { count: noticed?.house.numberOfPersons ?? 0 }) +
      (notice.problem === 'datesTaken' ? ` ${t('cart.errors.reviewDates')}` : '')
    : null;
  const noticeLine = noticed ? noticed.cartLineId : null;
  const partyNotice = !!notice && isPartyProblem(notice.problem);

  // After a removal, focus goes to the next house (or the previous, or the heading) so keyboard users keep their place.
  useEffect(() => {
    if (!focusTarget.current) return;
    (document.getElementById(focusTarget.current) ?? heading.current)?.focus();
    focusTarget.current = null;
  });

  const onRemoved = (removed: CartLine) => {
    const i = lines.findIndex((l) => l.cartLineId === removed.cartLineId);
    const next = lines[i + 1] ?? lines[i - 1];
    focusTarget.current = next ? `cart-line-${next.cartLineId}-link` : 'cart-title';
    setAnnouncement(t('cart.page.removed', { name: removed.house.name })); // renders: the effect above moves focus
  };

  return (
    <div className="container page cart-page">
      <PageHead
        title={doc.meta_title?.replace(/\s*\|\s*Sumarhus$/, '') || title}
        description={doc.meta_description || t('cart.page.metaDescription')}
      />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId={routeId} />
      <h1 id="cart-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {noticeText && noticeLine === null && (
        <p className="cart-page__alert" role="alert" tabIndex={-1} autoFocus>
          {noticeText}
        </p>
      )}
      {lines.length === 0 ? (
        <section className="cart-empty" aria-labelledby="cart-empty-title">
          <ContentImage
            image={doc.empty_image}
            className="cart-empty__image"
            sizes="(min-width: 750px) 36rem, 100vw"
            eager
          />
          <div className="cart-empty__text">
            <h2 id="cart-empty-title">{doc.empty_title || t('cart.page.empty.title')}</h2>
            {doc.empty_text?.length ? <RichText field={doc.empty_text} /> : <p>{t('cart.page.empty.text')}</p>}
            <Link to={pathFor('accommodation', locale)} className="button button--accent">
              {doc.empty_button || t('cart.page.empty.button')}
            </Link>
          </div>
        </section>
      ) : (
        <div className="cart-layout">
          <section className="cart-lines" aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">
              {t('cart.page.linesTitle')}
            </h2>
            <ol className="cart-lines__list">
              {lines.map((line, i) => (
                <li key={line.cartLineId}>
                  <CartLineItem
                    line={line}
                    actions={actions}
                    cartPath={cartPath}
                    eager={i === 0}
                    notice={noticeLine === line.cartLineId && !partyNotice ? noticeText : null}
                    partyNotice={noticeLine === line.cartLineId && partyNotice ? noticeText : null}
                    onRemoved={onRemoved}
                    announce={setAnnouncement}
                  />
                </li>
              ))}
            </ol>
          </section>
          <div className="cart-layout__side">
            <CartSummary summary={summary} checkoutHref={pathFor('checkout', locale)} />
            {doc.booking_help?.length ? (
              <div className="cart-help">
                <RichText field={doc.booking_help} />
              </div>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
