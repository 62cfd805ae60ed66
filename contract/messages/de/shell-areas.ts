import common from './common.ts';
import routes from './routes.ts';
import shell from './shell.ts';

/** The shell's areas in one module: every screen needs all three, so the browser fetches them as one chunk. */
export default { common, route: routes, shell };
