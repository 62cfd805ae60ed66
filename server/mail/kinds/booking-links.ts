import type { Locale } from '../../../contract/locale.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { button, letterBody } from '../letter.ts';
import type { OutgoingMail } from '../outbox.ts';
import { areaTexts } from '../../texts.ts';

/** Links to My booking for each booking of an address, to that address, in the language they were asked for in. */
export function bookingLinksMail(
  locale: Locale,
  to: string,
  links: Array<{ code: string; url: string }>,
  company: CompanyDetails,
): OutgoingMail {
  const t = areaTexts(locale, 'mail');
  return {
    kind: 'booking-links',
    to,
    subject: t('bookingLinks.subject'),
    ...letterBody({
      locale,
      company,
      parts: [
        t('bookingLinks.hello'),
        t('bookingLinks.text'),
        ...links.map((link) => button(t('bookingLinks.line', link), t('button.booking', link), link.url)),
        t('bookingLinks.ignore'),
        t('regards'),
      ],
    }),
  };
}
