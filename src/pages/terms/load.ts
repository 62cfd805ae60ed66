import { fetchTerms } from '../../api/terms.ts';
import type { Loader } from '../../navigation/page-types.ts';

/**
 * The terms come from GET /v1/terms (the booking service) in the page's
 * language, into the shared `terms` item (docs/product/api.md#terms), which the page reads:
 * the boot state carries them once.
 */
export const loader: Loader = async ({ api, store }) => {
  store.terms = await fetchTerms(api);
};
