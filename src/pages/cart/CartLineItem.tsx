import { Link } from 'react-router';
import type { CartLine } from '../../api/cart.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { DateRange } from '../../../contract/date-range.ts';
import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import type { CartActions } from './cart-actions.ts';
import { driveTime } from '../../../contract/drive-time.ts';
import { houseHref, lineImage, lineState } from './cart-model.ts';
import { LineParty } from './LineParty.tsx';
import { useLineChanges } from './useLineChanges.ts';

/** The image's displayed width: the thumbnail column (see cart.css). */
const IMAGE_SIZES = '(min-width: 750px) 13rem, 6.5rem';

/**
 * One house of the cart (docs/product/screens.md#cart): its 4x3 picture, name (a link to the
 * house), the drive from its main point, max guests, size and code, the date
 * picker with the house's own availability, the party staying in it, the price, and remove. A line
 * without dates asks for them; a line that cannot be booked for its dates is
 * outlined with the 'cart.not_available' warning and shows no price (docs/product/screens.md#cart).
 *
 * Before hydration the dates are native inputs and remove is a button, each
 * in a plain form posting to the cart page (its action, src/pages/cart/action.ts);
 * hydrated, useLineChanges makes the changes.
 */
export function CartLineItem({
  line,
  actions,
  cartPath,
  eager,
  notice,
  partyNotice,
  onRemoved,
  announce,
}: {
  line: CartLine;
  actions: CartActions;
  cartPath: string;
  /** The first line's picture loads at once (above the fold). */
  eager: boolean;
  /** A refusal of a plain form post, already in words: of the dates or removal, or of the party. */
  notice: string | null;
  partyNotice: string | null;
  onRemoved(line: CartLine): void;
  announce(message: string): void;
}) {
  const { t, locale, formatEuro } = useI18n();
  const { hydrated, draft, busy, error, onDates, onRemove } = useLineChanges({
    line,
    actions,
    notice,
    onRemoved,
    announce,
  });

  const { house } = line;
  const id = `cart-line-${line.cartLineId}`;
  const state = lineState(line);
  const value: DateRange = draft ?? { from: line.resFrom, to: line.resTo };
  const href = houseHref(house, locale);
  const main = house.mainPoint;
  const subtitle = main
    ? t('cart.page.drive', { duration: driveTime(main.duration.value, locale), place: main.name })
    : house.region?.nameWithCountry;
  const plural = (key: string, n: number) => t(`cart.page.${key}`, { count: n });

  return (
    <article
      className={`cart-line cart-line--${state}`}
      aria-labelledby={`${id}-title`}
      aria-busy={busy !== null}
      data-line={line.cartLineId}
    >
      <LineMedia line={line} eager={eager} />

      <div className="cart-line__head">
        <h3 className="cart-line__title" id={`${id}-title`}>
          <Link id={`${id}-link`} to={href}>
            {house.name}
          </Link>
        </h3>
        {subtitle && <p className="cart-line__subtitle">{subtitle}</p>}
        <ul className="cart-line__facts">
          <li>{plural('guests', house.numberOfPersons)}</li>
          <li>{t('cart.page.size', { size: house.size.value })}</li>
          <li>{t('cart.page.code', { code: house.code })}</li>
        </ul>
      </div>

      <div className="cart-line__body">
        <form
          className="cart-line__dates"
          method="post"
          action={cartPath}
          onSubmit={(event) => hydrated && event.preventDefault()}
        >
          <input type="hidden" name="action" value="dates" />
          <input type="hidden" name="cartLineId" value={line.cartLineId} />
          <DateRangeField
            value={value}
            onChange={onDates}
            availability={house.availabilityPerYear}
            names={{ from: 'resFrom', to: 'resTo' }}
            label={t('cart.page.datesLabel', { name: house.name })}
          />
          {!hydrated && (
            <button type="submit" className="button button--secondary button--small">
              {t('cart.page.updateDates')}
            </button>
          )}
        </form>
        <LineMessages busy={busy} draft={draft} state={state} />
        <LineParty line={line} actions={actions} cartPath={cartPath} notice={partyNotice} announce={announce} />
        {error && (
          <p className="cart-line__error" role="alert">
            {error}
          </p>
        )}
      </div>

      <div className="cart-line__side">
        {state === 'available' && line.price ? (
          <p className="cart-line__price">
            <span className="cart-line__price-label">{t('cart.page.price')}</span>
            <strong className="cart-line__amount" data-testid="line-price">
              {formatEuro(line.price.priceCents / 100)}
            </strong>
            <span className="cart-line__nights">{plural('nights', line.price.nights)}</span>
          </p>
        ) : null}
        <form method="post" action={cartPath} onSubmit={onRemove} className="cart-line__remove-form">
          <input type="hidden" name="action" value="remove" />
          <input type="hidden" name="cartLineId" value={line.cartLineId} />
          <button
            type="submit"
            className="button button--secondary button--small cart-line__remove"
            aria-label={t('cart.page.removeLabel', { name: house.name })}
            disabled={busy === 'remove'}
          >
            {busy === 'remove' ? t('cart.page.removing') : t('cart.page.remove')}
          </button>
        </form>
      </div>
    </article>
  );
}

function LineMedia({ line, eager }: { line: CartLine; eager: boolean }) {
  const { t } = useI18n();
  const image = lineImage(line.house);
  const src = image ? (image.sizes.find((s) => s.width >= 400) ?? image.sizes[image.sizes.length - 1]) : null;
  return (
    <div className="cart-line__media">
      {image && src ? (
        <img
          src={src.url}
          srcSet={image.sizes.map((s) => `${s.url} ${s.width}w`).join(', ')}
          sizes={IMAGE_SIZES}
          width={src.width}
          height={src.height}
          alt={image.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="cart-line__no-image" role="img" aria-label={t('cart.page.imageMissing')} />
      )}
    </div>
  );
}

/** What the line says under its dates: saving, the check-out still to choose, no dates yet, or not available. */
function LineMessages({
  busy,
  draft,
  state,
}: {
  busy: string | null;
  draft: DateRange | null;
  state: ReturnType<typeof lineState>;
}) {
  const { t } = useI18n();
  return (
    <div className="cart-line__messages" aria-live="polite">
      {busy === 'dates' ? (
        <p className="cart-line__note">
          <span className="cart-line__spinner" aria-hidden="true" />
          <span>{t('cart.page.updating')}</span>
        </p>
      ) : draft?.from && !draft.to ? (
        <p className="cart-line__note">{t('cart.page.chooseCheckOut')}</p>
      ) : state === 'undated' ? (
        <p className="cart-line__notice" data-testid="line-undated">
          <Icon name="calendar" size={18} />
          <span>
            <strong>{t('cart.page.chooseDates')}</strong> {t('cart.page.chooseDatesText')}
          </span>
        </p>
      ) : state === 'unavailable' ? (
        <p className="cart-line__warning" data-testid="line-unavailable">
          <Icon name="alert" size={18} />
          <span>{t('cart.not_available')}</span>
        </p>
      ) : null}
    </div>
  );
}
