import type { Request } from 'express';

/**
 * What the login API says, in the caller's language (the site sends
 * Accept-Language with every call; SPEC §8 shows the server's message in a
 * red box). The codes are what a plain form post is sent back with.
 */
const MESSAGES = {
  en: {
    credentials: 'The username or password is not correct.',
    rateLimited: 'Too many login attempts. Please wait a few minutes and try again.',
    username: 'Please enter your username.',
    password: 'Please enter your password.',
    notLoggedIn: 'You are not logged in.',
    status: 'Unknown booking status: use pending_payment, paid or cancelled.',
  },
  de: {
    credentials: 'Benutzername oder Passwort ist nicht korrekt.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    username: 'Bitte geben Sie Ihren Benutzernamen ein.',
    password: 'Bitte geben Sie Ihr Passwort ein.',
    notLoggedIn: 'Sie sind nicht angemeldet.',
    status: 'Unbekannter Buchungsstatus: erlaubt sind pending_payment, paid oder cancelled.',
  },
} as const;

export type MessageCode = keyof (typeof MESSAGES)['en'];
export type ApiLang = keyof typeof MESSAGES;

export const MESSAGE_CODES = Object.keys(MESSAGES.en) as MessageCode[];

/** German when asked for first, English otherwise. */
export function requestLang(req: Request, explicit?: unknown): ApiLang {
  if (explicit === 'de' || explicit === 'en') return explicit;
  return /^\s*de\b/i.test(req.get('accept-language') ?? '') ? 'de' : 'en';
}

export function message(lang: ApiLang, code: MessageCode): string {
  return MESSAGES[lang][code];
}
