import type { Messages } from '../en/index.ts';
import common from './common.ts';
import routes from './routes.ts';
import shell from './shell.ts';
import home from './home.ts';
import notFound from './not-found.ts';

/** Typed against the English messages: a missing key fails the type check. */
const de: Messages = { common, route: routes, shell, home, notFound };
export { de as dateLocale } from 'date-fns/locale/de';
export default de;
