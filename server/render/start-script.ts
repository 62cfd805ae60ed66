import { serializeForScript } from '../../src/store/serialize.ts';

/**
 * The inline script that starts the page's JavaScript (React's bootstrapScriptContent):
 * after the first paint and, when the page has a high-priority picture (its LCP, see
 * src/components/preloadImage.ts), after that picture has loaded and been painted. Until
 * then the picture and the first paint have the connection to themselves; the scripts
 * follow as module preloads and hydrate the page the server already painted. Each request is
 * made in a task of its own: on a slow phone one costs a few milliseconds, a dozen in one task
 * would block a tap for 40.
 * "After the first paint" is the frame after it: the paint's own frame may still be on its way
 * to the screen when its requestAnimationFrame callback's timeout runs.
 * A tab opened in the background paints nothing: there the timer starts them.
 */
const START = `var d=document,s=0,later=function(f){setTimeout(f)},go=function(){if(s)return;s=1;p.forEach(function(h){later(function(){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)})});later(function(){var m=d.createElement('script');m.type='module';m.src=e;d.head.append(m)})},paint=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})},i=d.querySelector('img[fetchpriority=high]');if(i&&!i.complete){i.addEventListener('load',paint);i.addEventListener('error',paint)}else paint();setTimeout(go,3e3)`;

export function startScript(entry: string, modulePreloads: readonly string[]): string {
  return `(function(e,p){${START}})(${serializeForScript(entry)},${serializeForScript(modulePreloads)})`;
}
