// An editor's preview of unpublished content (docs/product/screens.md#content-previews), against a
// local stand-in of Prismic's Content API: the way in checks the token and opens the page,
// the content reads follow the preview's ref while the cookie is there, and the way out ends it.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import cookieParser from 'cookie-parser';
import express from 'express';
import { documentPath, previewSettings, prismicPreview } from '../../server/content/preview.ts';
import { prismicContentSource } from '../../server/content/prismic.ts';
import { contentRouter } from '../../server/content/router.ts';
import type { SettingsData } from '../../contract/content.ts';
import { doc, FakePrismic } from '../helpers/prismic-fake.ts';

const published = [
  doc('SETEN', 'settings', 'en-gb', null, { err_title: 'Oops', banner: false }),
  doc('POSTEN', 'blog', 'en-gb', 'winter-nights', { title: 'Winter nights' }),
  doc('POSTDE', 'blog', 'de-de', 'winternaechte', { title: 'Winternächte' }),
];
const drafted = [
  published[0],
  doc('POSTEN', 'blog', 'en-gb', 'winter-nights', { title: 'Winter nights, revised' }),
  published[2],
];

describe('content previews', function () {
  this.timeout(20_000);
  const fake = new FakePrismic();
  let base: string;
  let server: Server;
  let withoutPrismic: Server;
  let token: string;

  before(async () => {
    const endpoint = `${await fake.start()}/api/v2`;
    fake.docs = published;
    token = fake.draft(drafted);
    const app = (preview?: ReturnType<typeof prismicPreview>) =>
      express()
        .use(cookieParser())
        .use(
          '/_content',
          contentRouter({
            content: prismicContentSource({ repository: endpoint }),
            onPublish: async () => {},
            preview,
          }),
        );
    server = app(prismicPreview({ repository: endpoint })).listen(0);
    withoutPrismic = app().listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server?.close();
    withoutPrismic?.close();
    await fake.stop();
  });

  const open = (path: string, cookie?: string, at = base) =>
    fetch(`${at}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const previewUrl = (t: string, id: string) => `/_content/preview?token=${encodeURIComponent(t)}&documentId=${id}`;

  it('opens the previewed document’s page and keeps the preview’s ref in an httpOnly cookie', async () => {
    const res = await open(previewUrl(token, 'POSTEN'));
    expect(res.status).to.equal(302);
    expect(res.headers.get('location')).to.equal('/en/blog/winter-nights/');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).to.match(/^preview=[^;]+; Max-Age=1800; Path=\/; .*HttpOnly; SameSite=Lax/);
    expect(decodeURIComponent(/^preview=([^;]+)/.exec(cookie)![1])).to.equal(token);
    expect(res.headers.get('cache-control')).to.equal('private, no-store');
  });

  it('reads at the preview’s ref while the cookie is there, uncached and with the banner', async () => {
    const cookie = `preview=${encodeURIComponent(token)}`;
    const draft = await open('/_content/uid/blog/winter-nights?lang=en-gb', cookie);
    expect(((await draft.json()) as { data: { title: string } }).data.title).to.equal('Winter nights, revised');
    expect(draft.headers.get('cache-control')).to.equal('private, no-store');
    const settings = (await (await open('/_content/single/settings?lang=en-gb', cookie)).json()) as {
      data: SettingsData;
    };
    expect(settings.data).to.include({
      banner: true,
      banner_title: 'Preview.',
      banner_link_label: 'Leave the preview',
    });
    expect(settings.data.banner_link?.url).to.equal('/_content/exit-preview?lang=en-gb');

    const live = await open('/_content/uid/blog/winter-nights?lang=en-gb');
    expect(((await live.json()) as { data: { title: string } }).data.title).to.equal('Winter nights');
    expect(live.headers.get('cache-control')).to.equal('public, max-age=30');
    const forged = await open('/_content/uid/blog/winter-nights?lang=en-gb', 'preview=https%3A%2F%2Fevil.example%2Fx');
    expect(((await forged.json()) as { data: { title: string } }).data.title, 'another host’s token').to.equal(
      'Winter nights',
    );
  });

  it('refuses a token of another host, an unknown document and a preview without Prismic, naming the field', async () => {
    const elsewhere = await open(previewUrl('https://evil.example/previews/x', 'POSTEN'));
    expect(elsewhere.status).to.equal(400);
    expect(await elsewhere.json()).to.include({ field: 'token' });
    expect(elsewhere.headers.get('set-cookie')).to.equal(null);
    const missing = await open(previewUrl(token, 'NOSUCHDOC'));
    expect(missing.status).to.equal(404);
    expect(await missing.json()).to.include({ field: 'documentId' });
    const badId = await open(previewUrl(token, 'a%20b'));
    expect(badId.status).to.equal(400);
    const at = `http://127.0.0.1:${(withoutPrismic.address() as AddressInfo).port}`;
    expect((await open(previewUrl(token, 'POSTEN'), undefined, at)).status).to.equal(404);
  });

  it('leaves the preview: the cookie is cleared and the front page of the language opens', async () => {
    const res = await open('/_content/exit-preview?lang=de-de', `preview=${encodeURIComponent(token)}`);
    expect(res.status).to.equal(302);
    expect(res.headers.get('location')).to.equal('/de/');
    expect(res.headers.get('set-cookie')).to.match(/^preview=; Max-Age=0; Path=\//);
  });

  it('knows each document type’s page in both languages, and says so in the banner in German', () => {
    const of = (type: string, lang: 'en-gb' | 'de-de', uid: string | null = null) =>
      documentPath({ type, uid, lang, alternate_languages: [] });
    expect(of('blog', 'de-de', 'winternaechte')).to.equal('/de/blog/winternaechte/');
    expect(of('offers', 'en-gb', 'spring')).to.equal('/en/offer/spring/');
    expect(of('explore', 'de-de', 'husavik')).to.equal('/de/erkunden/husavik/');
    expect(of('pages', 'en-gb', 'data-protection')).to.equal('/en/information/data-protection/');
    expect(of('pages', 'de-de', 'ueber-uns')).to.equal('/de/information/ueber-uns/');
    expect(of('terms_and_conditions', 'de-de')).to.equal('/de/information/agb/');
    expect(of('front_page', 'en-gb')).to.equal('/en/');
    expect(of('settings', 'de-de')).to.equal('/de/');
    const banner = previewSettings({ banner: false } as SettingsData, 'de')!;
    expect(banner).to.include({ banner: true, banner_title: 'Vorschau.', banner_link_label: 'Vorschau verlassen' });
  });
});
