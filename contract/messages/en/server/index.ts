import api from './api.ts';
import documents from './documents.ts';
import mail from './mail.ts';

/**
 * The strings only the server uses (server/texts.ts), beside the site's areas.
 * Kept out of ../index.ts and one folder down, so that the browser's map of
 * dictionary chunks (src/i18n/i18n.ts) does not know them. German must have
 * the same keys (see ../../de/server/index.ts).
 */
const server = { api, documents, mail };
export default server;
export type ServerMessages = typeof server;
