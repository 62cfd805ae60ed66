import { Link } from 'react-router';
import type { House, RegionRef } from '../../../contract/api/types.ts';
import { formatDayRange, useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { withTrip, type Trip } from '../../../contract/trip.ts';
import { useTrip } from '../../store/useTrip.ts';
import { ShortlistButton } from '../shortlist/ShortlistButton.tsx';
import { asCard, pictureUrl, type Card, type CardHouse } from './card-house.ts';
import { preloadImage } from '../preloadImage.ts';
import './house-card.css';

export interface HouseCardProps {
  /** The card (a list's page state keeps cards), or a house from the API. */
  house: Card | CardHouse;
  /** Where the card leads; by default the house page in the page's language, with the traveller's trip. */
  href?: string;
  /** Above the fold (the first row): the image loads at once, with high priority. */
  priority?: boolean;
  /** The image's displayed width for the browser's choice from srcset; the default fits the card grids. */
  sizes?: string;
  /** The card title's heading level: 3 by default (cards sit under a section's h2). */
  headingLevel?: 2 | 3;
}

const DEFAULT_SIZES = '(min-width: 1250px) 22rem, (min-width: 576px) 50vw, 100vw';

/** What a house's address is made of (the region's slug from regionSlug, else region). */
type HouseAddress = Pick<House, 'nameSlug'> & {
  regionSlug?: string;
  region?: Partial<Pick<RegionRef, 'slug' | 'name'>>;
};

/** The house page of a house in a language: /en/accommodation/{regionSlug}/{nameSlug}/. */
export function housePath(house: HouseAddress, locale: 'en' | 'de'): string {
  const region = house.regionSlug || house.region?.slug;
  return region && house.nameSlug
    ? pathFor('house', locale, { region, slug: house.nameSlug })
    : pathFor('accommodation', locale);
}

/**
 * The house page with the traveller's choices (docs/product/rules.md#trip-and-party): every link to a
 * house (cards, similar houses, the shortlist, the map) carries the stay and
 * the party, so the page opens priced for those dates.
 */
export function houseLink(house: HouseAddress, locale: 'en' | 'de', trip: Trip): string {
  return withTrip(housePath(house, locale), trip);
}

/**
 * A house in a list (docs/product/screens.md#accommodation-list): picture, name, region, guests and
 * bedrooms (and "Pets allowed" when it does, in the same row, so no card grows), and the price: the stay's total when dates are chosen
 * (house.availability; with flexible dates also which stay, carried to the house page), otherwise the from-price per night and per week,
 * with a discount badge and the old price, and the shortlist heart. The name
 * is a real link; the whole card (but the heart) is its target area.
 */
export function HouseCard({ house, href, priority = false, sizes = DEFAULT_SIZES, headingLevel = 3 }: HouseCardProps) {
  const { t, locale, formatEuro } = useI18n();
  const card = asCard(house);
  const { picture, stay, price: from } = card;
  const trip = useTrip();
  // A flexible search's stay goes with the link: the house page then prices those dates.
  const dated = stay?.checkIn && stay.checkOut ? { from: stay.checkIn, to: stay.checkOut } : null;
  const to = href ?? houseLink(card, locale, dated ? { ...trip, checkIn: dated.from, checkOut: dated.to } : trip);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = from?.discountPercent && from.oldDayCents ? from.discountPercent : null;
  const count = (key: string, n: number) => t(`search.card.${key}`, { count: n });
  const width = picture ? (picture.widths.find((w) => w >= 600) ?? picture.widths[picture.widths.length - 1]) : 0;
  const src = picture ? pictureUrl(picture, width) : '';
  const srcSet =
    picture && picture.widths.length > 1
      ? picture.widths.map((w) => `${pictureUrl(picture, w)} ${w}w`).join(', ')
      : undefined;
  if (priority && picture) preloadImage(src, srcSet, sizes);

  return (
    <article className="hcard">
      <div className="hcard__media">
        {picture ? (
          <img
            className="hcard__image"
            src={src}
            srcSet={srcSet}
            sizes={srcSet && sizes}
            width={width}
            height={Math.round(width * picture.aspect)}
            alt={picture.alt}
            loading={priority ? 'eager' : 'lazy'}
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className="hcard__image hcard__image--none" aria-hidden="true" />
        )}
        {discount ? <span className="hcard__badge">{t('search.card.discount', { percent: discount })}</span> : null}
        {card.code ? <ShortlistButton code={card.code} name={card.name} className="hcard__shortlist" /> : null}
      </div>
      <div className="hcard__body">
        <p className="hcard__region">{card.regionName}</p>
        <Heading className="hcard__title">
          <Link to={to} className="hcard__link">
            {card.name}
          </Link>
        </Heading>
        {card.text && <p className="hcard__text">{card.text}</p>}
        <ul className="hcard__facts">
          <li>{count('persons', card.persons)}</li>
          <li>{count('bedrooms', card.bedrooms)}</li>
          {card.pets && (
            // The paw is the stylesheet's: 16 cards' markup stays small (docs/product/rules.md#page-weight).
            <li className="hcard__pets">{t('search.card.pets')}</li>
          )}
        </ul>
        <div className="hcard__price">
          {stay ? (
            <>
              <p>
                {stay.priceBeforeCents ? (
                  <>
                    <del className="hcard__old">
                      <span className="visually-hidden">{t('search.card.oldPrice')} </span>
                      {formatEuro(stay.priceBeforeCents / 100)}
                    </del>{' '}
                  </>
                ) : null}
                <strong className="hcard__amount">{formatEuro(stay.priceCents / 100)}</strong>{' '}
                <span className="hcard__unit">{count('nights', stay.nights)}</span>
              </p>
              {dated && (
                <p className="hcard__week hcard__stay">
                  {t('search.card.stayDates', { dates: formatDayRange(dated.from, dated.to, locale) })}
                </p>
              )}
            </>
          ) : from ? (
            <>
              <p>
                <span className="hcard__unit">{t('search.card.from')}</span>
                {discount && from.oldDayCents ? (
                  <>
                    {' '}
                    <del className="hcard__old">
                      <span className="visually-hidden">{t('search.card.oldPrice')} </span>
                      {formatEuro(from.oldDayCents / 100)}
                    </del>
                  </>
                ) : null}{' '}
                <strong className="hcard__amount">{formatEuro(from.dayCents / 100)}</strong>{' '}
                <span className="hcard__unit">{t('search.card.perNight')}</span>
              </p>
              <p className="hcard__week">{t('search.card.perWeek', { price: formatEuro(from.weekCents / 100) })}</p>
            </>
          ) : (
            <p className="hcard__unit">{t('search.card.noPrice')}</p>
          )}
        </div>
      </div>
    </article>
  );
}

/** A grey stand-in while houses load (docs/product/screens.md#accommodation-list: 5 loading placeholder cards). */
export function HouseCardPlaceholder() {
  return (
    <div className="hcard hcard--placeholder" aria-hidden="true">
      <div className="hcard__image" />
      <div className="hcard__body">
        <span className="hcard__bone hcard__bone--short" />
        <span className="hcard__bone" />
        <span className="hcard__bone hcard__bone--mid" />
      </div>
    </div>
  );
}
