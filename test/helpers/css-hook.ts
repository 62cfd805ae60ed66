/**
 * Lets Node import modules that import stylesheets (the shell imports the
 * global CSS, which Vite bundles): `.css` resolves to an empty module.
 * Import this before (dynamically) importing such a component in a test.
 */
import { register } from 'node:module';

const hook = `
export async function resolve(specifier, context, next) {
  if (/\\.css(\\?.*)?$/.test(specifier)) return { url: 'data:text/javascript,export default ""', shortCircuit: true };
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
