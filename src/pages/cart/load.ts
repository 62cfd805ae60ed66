import { CART_INCLUDE, cartToRefresh, fetchCart } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import { isCartFormProblem, type CartFormProblem } from './cart-model.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** The fields of the cart content document (content/*\/cart.json) this page shows. */
interface CartDoc {
  title?: string;
  booking_help?: RichTextValue;
  empty_title?: string;
  empty_text?: RichTextValue;
  empty_image?: Partial<ImageField>;
  empty_button?: string;
  meta_title?: string;
  meta_description?: string;
}

interface CartPageData {
  doc: CartDoc;
  /** A refused plain form post (?line=…&problem=…): which line, and why. */
  notice: { line: number; problem: CartFormProblem } | null;
}

/**
 * The texts of the cart document, and a plain form post's refusal from the
 * address. The cart itself is the shared state item (docs/product/screens.md#cart): on the server
 * the first load of the page fills it from the cartId cookie with everything
 * the page shows (src/entry-server.tsx asks for CART_INCLUDE on this route);
 * on a navigation in the browser this loader loads it again, whole and as of
 * now (the menu may have only the houses' facts, and availability changes).
 */
export const loader: Loader<CartPageData> = async ({ content, locale, query, store, api }) => {
  const cartId = cartToRefresh(store.cart);
  const [doc] = await Promise.all([
    content.getSingle<CartDoc>('cart', contentLang(locale)).then(
      (d) => d.data,
      () => ({}) as CartDoc,
    ),
    cartId !== undefined
      ? fetchCart(api, cartId, CART_INCLUDE).then(
          (cart) => void (store.cart = cart),
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 404) store.cart = { cartId: null, houses: [] };
          },
        )
      : null,
  ]);
  const line = Number(query.get('line'));
  const problem = query.get('problem');
  return {
    data: {
      doc: {
        title: doc.title,
        booking_help: doc.booking_help,
        empty_title: doc.empty_title,
        empty_text: doc.empty_text,
        empty_image: doc.empty_image,
        empty_button: doc.empty_button,
        meta_title: doc.meta_title,
        meta_description: doc.meta_description,
      },
      notice: Number.isSafeInteger(line) && line > 0 && isCartFormProblem(problem) ? { line, problem } : null,
    },
  };
};
