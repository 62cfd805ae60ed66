import type { ServerMessages } from '../../en/server/index.ts';
import api from './api.ts';
import documents from './documents.ts';
import mail from './mail.ts';

/** Typed against the English messages: a missing key fails the type check. */
const server: ServerMessages = { api, documents, mail };
export default server;
