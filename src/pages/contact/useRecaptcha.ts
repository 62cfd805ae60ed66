import { useEffect, useRef, type RefObject } from 'react';
import type { Locale } from '../../../contract/locale.ts';

interface Grecaptcha {
  render(element: HTMLElement, options: { sitekey: string; hl?: string }): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
}

export interface Recaptcha {
  /** The widget's answer; '-1' without a widget or an answer. */
  response(): string;
  reset(): void;
}

/**
 * Google's reCAPTCHA checkbox, only when the server has a site key. The script
 * is added after hydration (CSP 'strict-dynamic' trusts scripts our own code adds).
 */
export function useRecaptcha(ref: RefObject<HTMLDivElement | null>, siteKey: string | null, locale: Locale): Recaptcha {
  const widget = useRef<number | null>(null);
  useEffect(() => {
    if (!siteKey) return;
    const w = window as unknown as { grecaptcha?: Grecaptcha; sumarhusRecaptchaReady?: () => void };
    const render = () => {
      if (ref.current && widget.current === null && w.grecaptcha)
        widget.current = w.grecaptcha.render(ref.current, { sitekey: siteKey, hl: locale });
    };
    if (w.grecaptcha?.render) {
      render();
      return;
    }
    w.sumarhusRecaptchaReady = render;
    if (!document.getElementById('recaptcha-script')) {
      const script = document.createElement('script');
      script.id = 'recaptcha-script';
      script.src = `https://www.google.com/recaptcha/api.js?onload=sumarhusRecaptchaReady&render=explicit&hl=${locale}`;
      script.async = true;
      document.head.appendChild(script);
    }
  }, [ref, siteKey, locale]);
  const api = () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  return {
    response: () => (widget.current !== null ? api()?.getResponse(widget.current) || '-1' : '-1'),
    reset: () => {
      if (widget.current !== null) api()?.reset(widget.current);
    },
  };
}
