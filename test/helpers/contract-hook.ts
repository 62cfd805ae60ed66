/**
 * Keeps the API's OpenAPI document true: every response the tests receive
 * from the app's own test servers (registered by the helpers that start them,
 * with checkContract(base)) is checked against the document. A response that
 * breaks it rejects the test's fetch (or rawRequest) with a ContractError
 * naming the call, the status and ajv's complaints.
 *
 * Installed for the whole run by setup.ts. Calls that the site's own server
 * makes to the API while rendering a page (they name the visitor in
 * X-Sumarhus-Visitor) are left alone: a failure there would only surface as
 * a broken page.
 */
import type { ContractAnswer } from './openapi.ts';

export class ContractError extends Error {
  override name = 'ContractError';
}

const servers = new Set<string>();

/** Checks every later response of the server at `base` (an origin or a URL on it). */
export function checkContract(base: string): void {
  servers.add(new URL(base).origin);
}

/** Whether responses from this URL are checked. */
export function isChecked(url: string): boolean {
  return URL.canParse(url) && servers.has(new URL(url).origin);
}

/** Throws a ContractError when the answer breaks the document (the validator loads on first use). */
export async function assertContract(answer: ContractAnswer): Promise<void> {
  const { contractProblem } = await import('./openapi.ts');
  const problem = contractProblem(answer);
  if (problem) throw new ContractError(`The response breaks the OpenAPI document (server/api/openapi/):\n${problem}`);
}

const VISITOR_HEADER = 'x-sumarhus-visitor';
const originalFetch = globalThis.fetch;

async function checkedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await originalFetch(input, init);
  if (!isChecked(response.url)) return response;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (headers.has(VISITOR_HEADER)) return response;
  const asked = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  // Followed redirects end in a GET of the last URL (the redirect itself is not seen).
  const method = response.redirected ? 'GET' : asked;
  const url = new URL(response.url);
  const contentType = response.headers.get('content-type');
  const body = method !== 'HEAD' && /json/i.test(contentType ?? '') ? await response.clone().text() : undefined;
  await assertContract({ method, path: url.pathname + url.search, status: response.status, contentType, body });
  return response;
}

if (globalThis.fetch === originalFetch) globalThis.fetch = checkedFetch as typeof fetch;
