import common from './common.ts';
import routes from './routes.ts';
import shell from './shell.ts';
import home from './home.ts';
import notFound from './not-found.ts';

/** Every English UI string. German must have the same keys (see ../de/index.ts). */
const en = { common, route: routes, shell, home, notFound };
export { enGB as dateLocale } from 'date-fns/locale/en-GB';
export default en;
export type Messages = typeof en;
