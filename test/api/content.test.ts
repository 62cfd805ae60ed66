import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import express from 'express';
import { cachedContentSource, type CachedContentSource } from '../../server/content/cache.ts';
import { localContentSource } from '../../server/content/local.ts';
import { contentRouter } from '../../server/content/router.ts';
import { httpContentSource } from '../../src/content/http.ts';
import { ContentNotFoundError, type ContentSource } from '../../contract/content.ts';
import { tempDir } from '../helpers/temp.ts';

const FILES: Record<string, unknown> = {
  'en-gb/settings.json': { data: { err_title: 'Oops' } },
  'de-de/settings.json': { data: { err_title: 'Hoppla' } },
  'en-gb/explore/east.json': {
    tags: ['region'],
    first_publication_date: '2026-02-01T00:00:00+0000',
    data: { title: 'East' },
  },
  'de-de/explore/east.json': { uid: 'osten', tags: ['region'], data: { title: 'Osten' } },
  'en-gb/explore/hiking.json': { first_publication_date: '2026-03-01T00:00:00+0000', data: { title: 'Hiking' } },
  'en-gb/blog/hello.json': {
    data: { title: 'Hello', author: { link_type: 'Document', type: 'blog_author', uid: 'anna' } },
  },
  'en-gb/blog_author/anna.json': { data: { author_name: 'Anna', author_image: { url: '/anna.jpg' } } },
};

function writeContent(): string {
  const dir = tempDir('sumarhus-content-');
  for (const [name, value] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  }
  return dir;
}

/** Counts the calls reaching the real source, to see what the cache answered. */
function counting(source: ContentSource) {
  const calls: string[] = [];
  const wrap =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push(name);
      return fn(...args);
    };
  const counted: ContentSource = {
    getSingle: wrap('getSingle', source.getSingle.bind(source)) as ContentSource['getSingle'],
    getByUID: wrap('getByUID', source.getByUID.bind(source)) as ContentSource['getByUID'],
    getByID: wrap('getByID', source.getByID.bind(source)) as ContentSource['getByID'],
    getAllByType: wrap('getAllByType', source.getAllByType.bind(source)) as ContentSource['getAllByType'],
  };
  return { counted, calls };
}

describe('content: /_content router and publish webhook', () => {
  let server: Server;
  let base: string;
  let content: CachedContentSource;
  let calls: string[];
  const published: (string | undefined)[] = [];

  before(async () => {
    const c = counting(await localContentSource(writeContent()));
    calls = c.calls;
    content = cachedContentSource(c.counted, 60);
    const app = express();
    app.use(
      '/_content',
      contentRouter({
        content,
        webhookSecret: 'hook-secret',
        onPublish: async (masterRef) => {
          published.push(masterRef);
          content.clear(masterRef);
        },
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const get = async (p: string) => {
    const res = await fetch(`${base}/_content/${p}`);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      body: await res.json(),
    };
  };
  const hook = (body: unknown) =>
    fetch(`${base}/_content/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers a single document as JSON', async () => {
    const res = await get('single/settings?lang=de-de');
    expect(res.status).to.equal(200);
    expect(res.type).to.match(/^application\/json/);
    expect(res.cache).to.equal('public, max-age=30');
    expect(res.body).to.include({ type: 'settings', lang: 'de-de' });
    expect(res.body.data).to.deep.equal({ err_title: 'Hoppla' });
  });

  it('answers by uid, by id (with translation) and lists by type and tag', async () => {
    expect((await get('uid/explore/osten?lang=de-de')).body.data.title).to.equal('Osten');
    const byId = await get('id/explore.east.en-gb?lang=de-de');
    expect(byId.status).to.equal(200);
    expect(byId.body.uid).to.equal('osten');
    const all = await get('all/explore?lang=en-gb');
    expect(all.body.map((d: { uid: string }) => d.uid)).to.deep.equal(['hiking', 'east']);
    const regions = await get('all/explore?lang=en-gb&tag=region');
    expect(regions.body.map((d: { uid: string }) => d.uid)).to.deep.equal(['east']);
    expect((await get('all/offers?lang=en-gb')).body).to.deep.equal([]);
  });

  it('passes fetchLinks on as a comma list', async () => {
    const res = await get('uid/blog/hello?lang=en-gb&fetchLinks=blog_author.author_name,blog_author.author_image');
    expect(res.body.data.author.data).to.deep.equal({ author_name: 'Anna', author_image: { url: '/anna.jpg' } });
  });

  it('answers 404 for a missing document', async () => {
    for (const p of [
      'single/front_page?lang=en-gb',
      'uid/explore/nowhere?lang=en-gb',
      'id/nope?lang=en-gb',
      'uid/explore/hiking?lang=de-de',
    ]) {
      const res = await get(p);
      expect(res.status, p).to.equal(404);
      expect(res.body.message, p).to.be.a('string');
    }
  });

  it('answers 400 naming the field for a bad or missing lang or fetchLinks', async () => {
    for (const [p, field] of [
      ['single/settings?lang=fr-fr', 'lang'],
      ['single/settings', 'lang'],
      ['all/explore?lang=en-gb&lang=de-de', 'lang'],
      ['single/settings?lang=en-gb&fetchLinks=not%20a%20field', 'fetchLinks'],
    ]) {
      const res = await get(p);
      expect(res.status, p).to.equal(400);
      expect(res.body.field, p).to.equal(field);
      expect(res.body.message, p).to.contain(field);
    }
    // an unknown extra parameter (a cache buster) is ignored
    expect((await get('single/settings?lang=en-gb&_=123')).status).to.equal(200);
  });

  it('refuses the webhook with a wrong or missing secret and keeps the cache', async () => {
    await get('single/settings?lang=en-gb');
    const before = calls.length;
    for (const body of [{ secret: 'wrong' }, {}, { secret: 42 }]) {
      const res = await hook(body);
      expect(res.status).to.equal(401);
      expect(((await res.json()) as { field: string }).field).to.equal('secret');
    }
    expect(published).to.deep.equal([]);
    await get('single/settings?lang=en-gb');
    expect(calls.length).to.equal(before);
  });

  it('hands the master ref the webhook names to onPublish, with the right secret', async () => {
    await get('single/settings?lang=en-gb');
    const before = calls.length;
    const res = await hook({
      type: 'api-update',
      secret: 'hook-secret',
      domain: 'sumarhus',
      masterRef: 'ZnEw1BEAACQAl2Rk',
    });
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ cleared: true });
    expect(published).to.deep.equal(['ZnEw1BEAACQAl2Rk']);
    await get('single/settings?lang=en-gb');
    expect(calls.length).to.equal(before + 1);
    // Prismic's test trigger names no ref; anything but a short string is none either.
    await hook({ type: 'test-trigger', secret: 'hook-secret', domain: 'sumarhus' });
    await hook({ secret: 'hook-secret', masterRef: 'x'.repeat(201) });
    expect(published.slice(1)).to.deep.equal([undefined, undefined]);
  });

  describe('the browser client over these endpoints', () => {
    let client: ContentSource;
    before(() => {
      client = httpContentSource(base);
    });

    it('reads documents and lists like the server source', async () => {
      expect((await client.getSingle<{ err_title: string }>('settings', 'en-gb')).data.err_title).to.equal('Oops');
      expect((await client.getByUID('explore', 'osten', 'de-de')).id).to.equal('explore.east.de-de');
      expect((await client.getByID('explore.east.de-de', 'en-gb')).uid).to.equal('east');
      expect((await client.getAllByType('explore', 'en-gb', { tag: 'region' })).map((d) => d.uid)).to.deep.equal([
        'east',
      ]);
      const post = await client.getByUID<{ author: { data: unknown } }>('blog', 'hello', 'en-gb', {
        fetchLinks: ['blog_author.author_name'],
      });
      expect(post.data.author.data).to.deep.equal({ author_name: 'Anna' });
    });

    it('turns a 404 into ContentNotFoundError and other failures into errors', async () => {
      try {
        await client.getByUID('explore', 'nowhere', 'en-gb');
        expect.fail('resolved');
      } catch (err) {
        expect(err).to.be.instanceOf(ContentNotFoundError);
      }
      try {
        await client.getSingle('settings', 'fr-fr' as 'en-gb');
        expect.fail('resolved');
      } catch (err) {
        expect(err).not.to.be.instanceOf(ContentNotFoundError);
        expect((err as Error).message).to.contain('400');
      }
    });
  });
});

describe('content: the publish webhook without PRISMIC_WEBHOOK_SECRET', () => {
  it('is off: 403 for anyone, whatever the body, and the cache stays', async () => {
    const c = counting(await localContentSource(writeContent()));
    const content = cachedContentSource(c.counted, 60);
    let cleared = 0;
    const app = express().use(
      '/_content',
      contentRouter({
        content,
        onPublish: async () => {
          cleared++;
        },
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await fetch(`${base}/_content/single/settings?lang=en-gb`);
      const before = c.calls.length;
      for (const body of [{}, { secret: '' }, { type: 'api-update', secret: 'anything' }]) {
        const res = await fetch(`${base}/_content/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).to.equal(403);
        expect(((await res.json()) as { message: string }).message).to.contain('PRISMIC_WEBHOOK_SECRET');
      }
      expect(cleared).to.equal(0);
      await fetch(`${base}/_content/single/settings?lang=en-gb`);
      expect(c.calls.length).to.equal(before);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
