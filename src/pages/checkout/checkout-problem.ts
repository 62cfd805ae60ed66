import { ApiError } from '../../api/http.ts';
import type { BookingErrorBody } from '../../../contract/api/types.ts';
import type { I18n } from '../../i18n/i18n.ts';
import { BOOKING_DATE_FIELDS, BOOKING_FIELDS, type BookingField } from '../../../contract/forms/booking-form.ts';
import type { SummaryItem } from './ErrorSummary.tsx';
import { fieldIds } from '../../components/checkout/Field.tsx';
import { PREFIX, type FieldMessages } from './form-state.ts';
import type { CheckoutRefusal } from './refusal.ts';

/** What the errors block shows. */
export interface Problem {
  heading: string;
  items: SummaryItem[];
  /** The cart must be looked at (dates taken, cart gone). */
  toCart: boolean;
}

type Translate = I18n['t'];

/** Above the personal details come the cart (no control of its own), the kits and the guests. */
const FIRST: readonly BookingField[] = ['cartId', 'numberViatorKit', 'numberAdults', 'numberChildren'];
/** The order of the form, for the errors block. */
const FIELD_ORDER = [...FIRST, ...BOOKING_FIELDS.filter((field) => !FIRST.includes(field))];

/** The control an error links to (radio groups: their first option). */
function controlId(field: BookingField): string | undefined {
  switch (field) {
    case 'cartId':
      return undefined;
    case 'title':
      return `${PREFIX}-title-Mr`;
    case 'arrivalTransportType':
    case 'departureTransportType':
      return `${PREFIX}-${field}-1`;
    case 'checkInCenter':
      return `${PREFIX}-checkInCenter-1`;
    default:
      return fieldIds(PREFIX, field).id;
  }
}

/** One item per field message, in the form's order. */
function fieldItems(errors: FieldMessages): SummaryItem[] {
  return FIELD_ORDER.filter((field) => errors[field]).map((field) => ({
    target: controlId(field),
    message: errors[field]!,
  }));
}

/** A refused plain post, for the page rendered in the same response. */
export function postedProblem(posted: CheckoutRefusal, t: Translate): Problem {
  const message = posted.message ?? t('booking.checkout.errors.failed');
  const items = fieldItems(posted.errors);
  // Dates taken (409) or a refusal without fields: the server's message is the item.
  if (posted.toCart || !items.length) items.unshift({ target: undefined, message });
  const heading = posted.toCart || !Object.keys(posted.errors).length ? t('booking.checkout.errors.heading') : message;
  return { heading, items, toCart: posted.toCart };
}

export function datesTaken(t: Translate, message?: string, review?: string): Problem {
  return {
    heading: t('booking.checkout.errors.heading'),
    items: [
      { message: message || t('booking.checkout.errors.datesTaken') },
      { message: review || t('booking.checkout.errors.reviewCartDates') },
    ],
    toCart: true,
  };
}

const general = (t: Translate, message: string): Problem => ({
  heading: t('booking.checkout.errors.heading'),
  items: [{ message }],
  toCart: false,
});

/**
 * A failed booking call as the errors block and the messages beside their
 * fields. `typed` gives a date field's text: one typed but not a real
 * DD/MM/YYYY day went as '', and its message says how to write it.
 */
export function refusalProblem(
  err: unknown,
  typed: (field: BookingField) => string,
  t: Translate,
): { problem: Problem; errors: FieldMessages } {
  if (!(err instanceof ApiError)) return { problem: general(t, t('booking.checkout.errors.network')), errors: {} };
  const answer = err.body as BookingErrorBody;
  if (err.status === 409) {
    return {
      problem: datesTaken(t, answer.message, answer.errors?.cartId),
      errors: answer.errors?.cartId ? { cartId: answer.errors.cartId } : {},
    };
  }
  if (err.status === 422 && answer.errors && Object.keys(answer.errors).length) {
    const errors: FieldMessages = { ...answer.errors };
    for (const field of BOOKING_DATE_FIELDS)
      if (answer.codes?.[field] === 'required' && typed(field)) errors[field] = t('booking.checkout.errors.dateFormat');
    return {
      problem: {
        heading: answer.message || t('booking.checkout.errors.heading'),
        items: fieldItems(errors),
        toCart: !!errors.cartId,
      },
      errors,
    };
  }
  const message =
    err.status >= 500 ? t('booking.checkout.errors.failed') : answer.message || t('booking.checkout.errors.failed');
  return { problem: general(t, message), errors: {} };
}
