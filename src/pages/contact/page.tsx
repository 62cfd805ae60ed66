import { Link } from '../../navigation/router.tsx';
import { fetchContactSettings } from '../../api/contact.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { CONTACT_LIMITS, isContactSubject } from '../../../contract/forms/contact-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';
import type { ContactRefusal } from './action.ts';
import { ContactFormView } from './ContactFormView.tsx';
import type { ContactPageData } from './data.ts';
import './contact.css';

/**
 * The form's starting state: after a refused plain post, what was typed and
 * why it was refused (the action's data); otherwise empty, with `?subject=owner`
 * preselecting a subject (links may use it).
 */
export const loader: Loader<ContactPageData | null, ContactRefusal> = async ({ match, query, api, actionData }) => {
  if (match.route.id === 'contactThanks') return { data: null };
  const typed = actionData?.values ?? { name: '', email: '', subject: query.get('subject') ?? '', messages: '' };
  const text = (key: keyof typeof CONTACT_LIMITS) => typed[key].slice(0, CONTACT_LIMITS[key]);
  const settings = await fetchContactSettings(api).catch(() => null);
  return {
    data: {
      values: {
        name: text('name'),
        email: text('email'),
        subject: isContactSubject(typed.subject) ? typed.subject : 'general',
        messages: text('messages'),
      },
      codes: actionData?.codes ?? {},
      problem: actionData?.problem ?? null,
      recaptchaSiteKey: settings?.recaptchaSiteKey ?? null,
    },
  };
};

/** SPEC §2 Contact: the form, and after sending the thank-you page (route contactThanks). */
export default function ContactPage() {
  const { routeId, data } = usePage<ContactPageData | null>();
  return routeId === 'contactThanks' || !data ? <ContactThanks /> : <ContactFormView data={data} />;
}

function ContactThanks() {
  const { t, locale } = useI18n();
  return (
    <div className="container page contact contact--thanks">
      <PageHead title={t('contact.thanksTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="contactThanks" />
      <h1>{t('contact.thanksTitle')}</h1>
      <p className="lead">{t('contact.thanksText')}</p>
      <p className="contact__links">
        <Link className="button" to={pathFor('home', locale)}>
          {t('common.backHome')}
        </Link>
        <Link className="button button--secondary" to={pathFor('accommodation', locale)}>
          {t('contact.findHouse')}
        </Link>
        <Link to={pathFor('contact', locale)}>{t('contact.another')}</Link>
      </p>
    </div>
  );
}
