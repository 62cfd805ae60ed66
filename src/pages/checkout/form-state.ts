import type { RichText as RichTextValue } from '../../../contract/content.ts';
import type { BookingField } from '../../../contract/forms/booking-form.ts';
import type { CheckoutRefusal } from './refusal.ts';

/** The checkout's ids: `checkout-{field}`, its hint and its error. */
export const PREFIX = 'checkout';

/** The API's message beside each refused field. */
export type FieldMessages = Partial<Record<BookingField, string>>;

/** What a refused plain post had in the form, to render it again. */
export interface Typed {
  /** Whether the page answers a refused plain post (its defaults are then what was sent). */
  posted: boolean;
  /** The field as typed; '' when nothing was posted. */
  value(field: BookingField): string;
}

export function typedFields(posted: CheckoutRefusal | null): Typed {
  return { posted: !!posted, value: (field) => posted?.values[field] ?? '' };
}

/** What every section of the form gets. */
export interface SectionProps {
  typed: Typed;
  errors: FieldMessages;
}

/** The checkout's texts from the content service; the dictionaries' when missing. */
export type CheckoutTexts = { kit_title?: string; kit_text?: RichTextValue; card_charge_note?: RichTextValue } | null;
