import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { localContentSource } from '../../server/content/local.ts';
import { termsLang, termsRouter } from '../../server/api/terms/router.ts';
import { ContentNotFoundError, type ContentSource } from '../../contract/content.ts';
import { serveRouter } from '../helpers/http.ts';
import { ROOT } from '../helpers/server.ts';

/** The terms_and_conditions document of the embedded content in a language. */
function termsDocument(lang: 'en-gb' | 'de-de') {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'content', lang, 'terms_and_conditions.json'), 'utf8')).data as {
    header: string;
    notice: unknown[];
    terms: Array<{ header: string; lineText: unknown[] }>;
  };
}

describe('GET /v1/terms', () => {
  let api: Awaited<ReturnType<typeof serveRouter>>;
  before(
    async () =>
      (api = await serveRouter(
        '/v1/terms',
        termsRouter({ content: await localContentSource(path.join(ROOT, 'content')) }),
      )),
  );
  after(() => api.close());

  const terms = async (query = '', headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}/v1/terms${query}`, { headers });
    return { res, body: await res.json() };
  };

  for (const [lang, accept] of [
    ['en-gb', 'en'],
    ['de-de', 'de'],
  ] as const) {
    it(`answers header, notice and the list of terms in ${lang} for Accept-Language: ${accept}`, async () => {
      const { res, body } = await terms('', { 'accept-language': accept });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      expect(res.headers.get('content-language')).to.equal(accept);
      expect(res.headers.get('vary')).to.match(/accept-language/i);
      const doc = termsDocument(lang);
      expect(body.lang).to.equal(lang);
      expect(body.header).to.equal(doc.header);
      expect(body.notice).to.deep.equal(doc.notice);
      expect(body.terms).to.have.length(doc.terms.length);
      expect(body.terms[0]).to.deep.equal({ header: doc.terms[0].header, lineText: doc.terms[0].lineText });
    });
  }

  it('takes ?lang before Accept-Language, in short and content codes', async () => {
    const german = termsDocument('de-de').header;
    const english = termsDocument('en-gb').header;
    expect(german).to.not.equal(english);
    expect((await terms('?lang=de', { 'accept-language': 'en' })).body.header).to.equal(german);
    expect((await terms('?lang=de-de')).body.header).to.equal(german);
    expect((await terms('?lang=en', { 'accept-language': 'de' })).body.header).to.equal(english);
  });

  it('reads Accept-Language like a browser sends it (regions, q-values), English otherwise', async () => {
    expect((await terms('', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).body.lang).to.equal('de-de');
    expect((await terms('', { 'accept-language': 'en;q=0.4, de-AT;q=0.9' })).body.lang).to.equal('de-de');
    expect((await terms('', { 'accept-language': 'fr-FR, en-GB;q=0.5' })).body.lang).to.equal('en-gb');
    expect((await terms('', { 'accept-language': 'fr' })).body.lang).to.equal('en-gb');
    expect((await terms()).body.lang).to.equal('en-gb');
  });

  it('rejects an unknown ?lang with JSON naming the field', async () => {
    const { res, body } = await terms('?lang=fr');
    expect(res.status).to.equal(400);
    expect(body.field).to.equal('lang');
  });

  it('answers 404 when there is no terms document in that language', async () => {
    const empty: ContentSource = {
      getSingle: async () => {
        throw new ContentNotFoundError('none');
      },
      getByUID: async () => {
        throw new ContentNotFoundError('none');
      },
      getByID: async () => {
        throw new ContentNotFoundError('none');
      },
      getAllByType: async () => [],
    };
    const bare = await serveRouter('/v1/terms', termsRouter({ content: empty }));
    try {
      const res = await fetch(`${bare.url}/v1/terms?lang=de`);
      expect(res.status).to.equal(404);
      expect((await res.json()).message).to.be.a('string');
    } finally {
      await bare.close();
    }
  });

  it('termsLang: the rules on their own', () => {
    expect(termsLang(undefined, undefined)).to.equal('en-gb');
    expect(termsLang('DE', 'en')).to.equal('de-de');
    expect(termsLang(undefined, 'de;q=0, en;q=0.1')).to.equal('en-gb');
    expect(() => termsLang(['de'], undefined)).to.throw(/lang/);
  });
});
