import type { LoginResponse } from '../../contract/api/types.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';

/**
 * Where a login lands (docs/product/screens.md#login): an owner on their portal, anyone else on
 * the home page. Its own module, so that only the login pages' code carries it, not the shell.
 */
export const landingPath = (login: LoginResponse, locale: Locale): string =>
  pathFor(login.role === 'owner' ? 'ownerHome' : 'home', locale);
