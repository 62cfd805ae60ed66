import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { BOOKING_LINK_TOKEN } from '../../../contract/forms/email-link-form.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { LookupAnswer } from './action.ts';

/** The `my_booking` content document (docs/product/api.md#content-service). */
interface MyBookingTexts {
  title?: string;
  subtitle?: string;
  intro?: RichTextValue;
  image?: Partial<ImageField>;
  help_text?: RichTextValue;
  meta_title?: string;
  meta_description?: string;
}

interface MyBookingData {
  texts: MyBookingTexts | null;
  /** The plain form post's answer (server render only): the booking, or the messages. */
  posted?: LookupAnswer | null;
  /** A mailed link's token (`?token=`), to open its booking by a press of the button. */
  linkToken?: string | null;
}

export const loader: Loader<MyBookingData, LookupAnswer> = async ({ content, locale, actionData, query }) => {
  const texts = await content.getSingle<MyBookingTexts>('my_booking', contentLang(locale)).then(
    (doc) => doc.data,
    () => null,
  );
  const token = query.get('token') ?? '';
  return { data: { texts, posted: actionData ?? null, linkToken: BOOKING_LINK_TOKEN.test(token) ? token : null } };
};
