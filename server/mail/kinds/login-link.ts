import type { Locale } from '../../../contract/locale.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { button, letterBody } from '../letter.ts';
import type { OutgoingMail } from '../outbox.ts';
import { areaTexts } from '../../texts.ts';

/** The one-time login link, to the user's own address (the username), in the language it was asked for in. */
export function loginLinkMail(locale: Locale, username: string, url: string, company: CompanyDetails): OutgoingMail {
  const t = areaTexts(locale, 'mail');
  return {
    kind: 'login-link',
    to: username,
    subject: t('loginLink.subject'),
    ...letterBody({
      locale,
      company,
      parts: [
        t('loginLink.hello'),
        button(t('loginLink.text', { username }), t('button.login'), url),
        t('loginLink.ignore'),
        t('regards'),
      ],
    }),
  };
}
