import type { Config } from '../../config.ts';

export type RecaptchaOutcome = 'ok' | 'missing' | 'rejected' | 'unavailable';

/**
 * Asks Google's siteverify (or RECAPTCHA_VERIFY_URL) about a widget's answer.
 * Without RECAPTCHA_SECRET there is no check at all. '-1' or '' means the form
 * sent no answer.
 */
export async function verifyRecaptcha(
  config: Pick<Config, 'recaptchaSecret' | 'recaptchaVerifyUrl'>,
  token: string,
  remoteIp: string | undefined,
): Promise<RecaptchaOutcome> {
  if (!config.recaptchaSecret) return 'ok';
  if (!token || token === '-1') return 'missing';
  const form = new URLSearchParams({ secret: config.recaptchaSecret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) return 'unavailable';
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true ? 'ok' : 'rejected';
  } catch {
    return 'unavailable';
  }
}
