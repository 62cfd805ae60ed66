import type { Locale } from '../../../contract/locale.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { button, letterBody } from '../letter.ts';
import type { OutgoingMail } from '../outbox.ts';
import { areaTexts } from '../../texts.ts';

/**
 * The link to set a password (a login link that lasts days): for a new login
 * (`invited`) or one an admin reset, to the user's own address.
 */
export function setPasswordMail(
  locale: Locale,
  user: { email: string; name: string | null },
  url: string,
  why: 'invited' | 'reset',
  company: CompanyDetails,
): OutgoingMail {
  const t = areaTexts(locale, 'mail');
  return {
    kind: 'set-password',
    to: user.email,
    subject: t(`setPassword.${why}Subject`),
    ...letterBody({
      locale,
      company,
      parts: [
        user.name ? t('setPassword.helloName', { name: user.name }) : t('setPassword.hello'),
        t(`setPassword.${why}`, { username: user.email }),
        button(t('setPassword.link'), t('button.setPassword'), url),
        t('regards'),
      ],
    }),
  };
}
