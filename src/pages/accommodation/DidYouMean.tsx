import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { parseSearchQuery, searchSuffix } from '../../../contract/search-query.ts';
import type { ListData } from './load.ts';

const MARK = '\u0000';

/**
 * "Did you mean …?" when a word of the search text matched only as a typo
 * (docs/product/screens.md#accommodation-list): a link to the same search
 * with the corrected text, which works without scripts too.
 */
export function DidYouMean({ data }: { data: ListData }) {
  const { t } = useI18n();
  const corrected = data.result.didYouMean;
  if (!corrected) return null;
  const href = data.path + searchSuffix({ ...parseSearchQuery(data.query), search: corrected, page: 1 });
  const [before, after = ''] = t('search.results.didYouMean', { text: MARK }).split(MARK);
  return (
    <p className="results__did-you-mean">
      {before}
      <Link to={href} className="results__did-you-mean-link">
        {corrected}
      </Link>
      {after}
    </p>
  );
}
