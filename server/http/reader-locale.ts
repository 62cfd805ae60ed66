import type { Request } from 'express';
import { isLocale, type Locale } from '../../contract/locale.ts';
import { requestLocale } from './request-locale.ts';

/** The language of the page a request is for (its path's first segment), else the browser's. */
export function readerLocale(req: Request): Locale {
  const first = req.path.split('/')[1];
  return isLocale(first) ? first : requestLocale(req);
}
