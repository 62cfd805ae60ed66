import type { Locale } from './locale.ts';

/** A drive of whole minutes as every page writes it: "45 min", "1 h 20 min"; "1 Std. 20 Min." in German. */
export function driveTime(minutes: number, locale: Locale): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  const [hour, min] = locale === 'de' ? ['Std.', 'Min.'] : ['h', 'min'];
  return h ? `${h} ${hour}${m ? ` ${m} ${min}` : ''}` : `${m} ${min}`;
}
