import { SCRIPTS_COOKIE, SCRIPTS_MAX_AGE } from '../../contract/cookies.ts';
import { serializeForScript } from '../../src/store/serialize.ts';

/**
 * The inline script that starts the page's JavaScript (React's bootstrapScriptContent):
 * after the first contentful paint has reached the screen (its PerformancePaintTiming entry;
 * where the browser has none, two frames later) and, when the page has a high-priority
 * picture (its LCP, see src/components/preloadImage.ts), after that picture has loaded and
 * two frames have passed to paint it. Until then the picture and the first paint have the
 * connection to themselves; the scripts follow as module preloads and hydrate the page the
 * server already painted. Each request is made in a task of its own: on a slow phone one
 * costs a few milliseconds, a dozen in one task would block a tap for 40.
 * (Frames alone did not do for the first paint: on a busy machine the paint reached the
 * screen after the second frame's callbacks had run.)
 * A tab opened in the background paints nothing: there the timer starts them.
 * First it sets the `js` cookie (SCRIPTS_COOKIE): this browser runs scripts, so it fills in the
 * visitor's own parts of a shared page (src/app/VisitorParts.tsx) and may be sent one. A flag
 * worth nothing to anybody else: no Secure or SameSite, the page's HTML has a weight limit.
 */
const START = `var d=document,s=0,n=2,P=window.PerformanceObserver,later=function(f){setTimeout(f)},frames=function(f){requestAnimationFrame(function(){requestAnimationFrame(f)})},go=function(){if(s)return;s=1;p.forEach(function(h){later(function(){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)})});later(function(){var m=d.createElement('script');m.type='module';m.src=e;d.head.append(m)})},step=function(){if(--n===0)later(go)},i=d.querySelector('img[fetchpriority=high]');if(i&&!i.complete){var shown=function(){frames(step)};i.addEventListener('load',shown);i.addEventListener('error',shown)}else step();if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();step()}}).observe({type:'paint',buffered:true});else frames(step);setTimeout(go,3e3);d.cookie='${SCRIPTS_COOKIE}=1;path=/;max-age=${SCRIPTS_MAX_AGE}'`;

export function startScript(entry: string, modulePreloads: readonly string[]): string {
  return `(function(e,p){${START}})(${serializeForScript(entry)},${serializeForScript(modulePreloads)})`;
}
