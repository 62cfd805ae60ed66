import { expect } from 'chai';
import { sitemapText } from '../helpers/sitemap.ts';
import { openApiDocument } from '../../server/api/openapi/document.ts';
import { rawRequest } from '../helpers/http.ts';
import { startTestServer } from '../helpers/server.ts';

describe('GET /api/openapi.json and /api/docs on the whole site', function () {
  this.timeout(120_000);
  let site: Awaited<ReturnType<typeof startTestServer>>;

  before(async () => {
    site = await startTestServer();
  });
  after(async () => site?.close());

  it('serves the OpenAPI 3.1 document as cacheable JSON, out of search engines', async () => {
    const res = await fetch(`${site.url}/api/openapi.json`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=300');
    expect(res.headers.get('x-robots-tag')).to.equal('noindex');
    expect(res.headers.get('etag')).to.be.a('string');
    const doc = await res.json();
    expect(doc.openapi).to.equal('3.1.0');
    expect(doc).to.deep.equal(JSON.parse(JSON.stringify(openApiDocument())));
    // Not fetch: it adds Cache-Control: no-cache to a conditional request.
    const again = await rawRequest(site.url, {
      method: 'GET',
      path: '/api/openapi.json',
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).to.equal(304);
  });

  it("serves the reference page under the site's CSP: no script at all, nothing from another origin", async () => {
    const res = await fetch(`${site.url}/api/docs`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(res.headers.get('x-robots-tag')).to.equal('noindex');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).to.match(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    const page = await res.text();
    expect(page).not.to.match(/<script/i);
    expect(page).not.to.match(/\b(src|href)="(https?:)?\/\//i);
    expect(page).to.contain('<meta name="robots" content="noindex">');
    for (const path of ['/api/houses/search', '/api/reservation/cancel', '/v1/terms'])
      expect(page).to.contain(`<code>${path}</code>`);
    expect(page).to.contain('id="schema-Reservation"');
  });

  it('keeps both out of the sitemap, and robots.txt keeps crawlers off /api/', async () => {
    const sitemap = await sitemapText(site.url);
    expect(sitemap).not.to.contain('/api/');
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).to.contain('Disallow: /api/');
  });
});
