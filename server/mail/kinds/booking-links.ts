import type { Locale } from '../../../contract/locale.ts';
import { paragraphsMail } from '../compose.ts';
import type { OutgoingMail } from '../outbox.ts';
import { areaTexts } from '../../texts.ts';

/** Links to My booking for each booking of an address, to that address, in the language they were asked for in. */
export function bookingLinksMail(
  locale: Locale,
  to: string,
  links: Array<{ code: string; url: string }>,
): OutgoingMail {
  const t = areaTexts(locale, 'mail');
  return {
    kind: 'booking-links',
    to,
    subject: t('bookingLinks.subject'),
    ...paragraphsMail([
      t('bookingLinks.hello'),
      [t('bookingLinks.text'), ...links.map((link) => t('bookingLinks.line', link))].join('\n'),
      t('bookingLinks.ignore'),
      t('regards'),
    ]),
  };
}
