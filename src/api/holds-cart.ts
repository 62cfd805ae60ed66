/**
 * The CART_HELD_COOKIE flag in `document.cookie`: the visitor holds a cart whose id is in the
 * httpOnly cookie beside it. By its name, in a module of its own: the shell's chunk carries this,
 * and contract/cookies.ts or src/api/cart.ts would bring all their names along.
 */
export function holdsCart(cookies: string): boolean {
  return cookies.split('; ').includes('cart=1');
}
