import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import type { Terms } from '../../api/terms.ts';
import { plainText } from '../../components/editorial/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { loader } from './load.ts';
import '../../components/editorial/editorial.css';
import './terms.css';

export { loader };

/** docs/product/screens.md#information-faq-and-terms: header, notice and the list of terms. */
export default function TermsPage() {
  const { t } = useI18n();
  const { routeId } = usePage();
  const data = useStoreSnapshot(useStore()).terms as Terms;
  const title = data.header || t('route.terms');
  return (
    <div className="container page editorial terms">
      <EditorialHeader
        head={{
          title: data.meta_title || title,
          description: data.meta_description || plainText(data.notice, 160) || undefined,
        }}
        breadcrumbs={{ routeId, current: title }}
        title={title}
      />
      {data.notice.length > 0 && <RichText field={data.notice} className="terms__notice" />}
      {/* The list counts the terms unless their headers already carry numbers ("1. Booking"). */}
      <ol
        className={`terms__list${data.terms.every((term) => /^\s*\d+[.)]/.test(term.header)) ? ' terms__list--own-numbers' : ''}`}
      >
        {data.terms.map((term, i) => (
          <li key={i} className="terms__term">
            {term.header && <h2>{term.header}</h2>}
            <RichText field={term.lineText} className="prose" />
          </li>
        ))}
      </ol>
    </div>
  );
}
