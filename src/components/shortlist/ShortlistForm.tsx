import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';

/** The id of the page's one shortlist form, which every heart submits (its `form` attribute). */
export const SHORTLIST_FORM = 'shortlist-post';

/**
 * The routes whose screens show hearts (house cards, the house's header). Only
 * these get the form: its `back` repeats the address, and another screen's
 * address may hold what must not be echoed (My booking's e-mail and code).
 */
const ROUTES_WITH_HEARTS = new Set([
  'home',
  'accommodation',
  'region',
  'house',
  'houseGallery',
  'exploreItem',
  'shortlist',
  'offer',
]);

/**
 * The shortlist's plain form post, once per page (Shell): the hearts are
 * submit buttons of this form (`form` attribute) posting `add` or `remove`
 * with the house's code, and `back`, the page they sit on — before hydration
 * or without JavaScript. A list of 30 cards then holds one form, not 30.
 */
export function ShortlistForm() {
  const { locale } = useI18n();
  const location = useLocation();
  const { routeId } = useStoreSnapshot(useStore().page);
  if (!ROUTES_WITH_HEARTS.has(routeId)) return null;
  return (
    <form id={SHORTLIST_FORM} method="post" action={pathFor('shortlist', locale)} hidden>
      <input type="hidden" name="back" value={location.pathname + location.search} />
    </form>
  );
}
