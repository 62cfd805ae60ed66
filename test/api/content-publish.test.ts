import { expect } from 'chai';
import { pino } from 'pino';
import type { SettingsData } from '../../contract/content.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { companyDetailsFromContent } from '../../server/api/reservations/company.ts';
import { readConfig } from '../../server/config.ts';
import { startContent } from '../../server/content/start.ts';
import { RELISTEN_MS } from '../../server/db/listener.ts';
import { PUBLISH_CHANNEL, type ContentPublishing } from '../../server/content/publish.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { doc, FakePrismic } from '../helpers/prismic-fake.ts';
import { tempDir } from '../helpers/temp.ts';

const logger = pino({ level: 'silent' });

/** One site process as far as content goes: the cached Prismic source, the settings, the publish listener. */
async function contentProcess(endpoint: string, db: Db) {
  const { content, settings, publishing } = await startContent(
    readConfig({ PRISMIC_REPOSITORY: endpoint, CONTENT_CACHE_SECONDS: '60', LOG_LEVEL: 'silent' }),
    db,
    logger,
  );
  const title = async () =>
    (await content.getSingle<SettingsData & { err_title: string }>('settings', 'en-gb')).data.err_title;
  const settingsTitle = () => (settings.get('en') as { err_title?: string } | null)?.err_title;
  return { content, publishing, title, settingsTitle };
}

async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - start;
}

const settingsDocs = (title: string) => [
  doc('SETEN', 'settings', 'en-gb', null, { err_title: title }),
  doc('SETDE', 'settings', 'de-de', null, { err_title: 'Hoppla' }),
];

describe('content: a publish reaches every process', function () {
  this.timeout(30_000);
  const fake = new FakePrismic();
  let endpoint: string;

  before(async () => {
    endpoint = `${await fake.start()}/api/v2`;
  });
  after(() => fake.stop());

  it('reads the published documents right after the webhook, not those of the ref the client still holds', async () => {
    fake.publish(settingsDocs('Oops'));
    const site = await contentProcess(endpoint, {} as Db); // PGlite: no other process, no connection to listen on
    try {
      expect(await site.title()).to.equal('Oops');
      const ref = fake.publish(settingsDocs('Oops, published'));
      await site.publishing.publish(ref);
      expect(site.settingsTitle()).to.equal('Oops, published');
      expect(await site.title()).to.equal('Oops, published');
      expect(fake.requests.at(-1)?.searchParams.get('ref')).to.equal(ref);
    } finally {
      await site.publishing.close();
    }
  });

  it('gives the documents and e-mails the published letterhead at once (the booking side reads the same cached source)', async () => {
    const phone = (value: string) => [
      doc('SETEN', 'settings', 'en-gb', null, { err_title: 'Oops', contact_phone: value }),
      doc('SETDE', 'settings', 'de-de', null, { err_title: 'Hoppla', contact_phone: value }),
    ];
    fake.publish(phone('+354 111 1111'));
    const config = readConfig({ PRISMIC_REPOSITORY: endpoint, CONTENT_CACHE_SECONDS: '600', LOG_LEVEL: 'silent' });
    const { content, publishing } = await startContent(config, {} as Db, logger);
    try {
      const letterhead = companyDetailsFromContent(config, logger, content);
      expect((await letterhead('en')).phone).to.equal('+354 111 1111');
      await publishing.publish(fake.publish(phone('+354 222 2222')));
      expect((await letterhead('en')).phone, 'not the cached one of ten minutes').to.equal('+354 222 2222');
    } finally {
      await publishing.close();
    }
  });

  describe('on PostgreSQL, through LISTEN/NOTIFY', () => {
    let dbs: Db[] = [];
    let a: Awaited<ReturnType<typeof contentProcess>>;
    let b: Awaited<ReturnType<typeof contentProcess>>;

    before(async function () {
      const url = await freshDatabaseUrl(await requirePostgres(this), 'content_publish');
      dbs = await Promise.all([0, 1].map(() => openDatabase({ url, dataDir: tempDir() })));
      fake.publish(settingsDocs('Oops'));
      [a, b] = await Promise.all(dbs.map((db) => contentProcess(endpoint, db)));
    });
    after(async () => {
      const closing: ContentPublishing[] = [a, b].filter(Boolean).map((p) => p.publishing);
      await Promise.all(closing.map((p) => p.close()));
      await Promise.all(dbs.map((db) => db.close()));
    });

    it('a webhook on one process refreshes the other within a second, with the published ref', async () => {
      expect([await a.title(), await b.title(), b.settingsTitle()]).to.deep.equal(['Oops', 'Oops', 'Oops']);
      const ref = fake.publish(settingsDocs('Oops, everywhere'));
      await a.publishing.publish(ref);
      expect(a.settingsTitle()).to.equal('Oops, everywhere');
      await within(1000, () => b.settingsTitle() === 'Oops, everywhere');
      expect(await b.title()).to.equal('Oops, everywhere');
      expect(fake.requests.at(-1)?.searchParams.get('ref')).to.equal(ref);
    });

    it('listens again after losing its connection, and refreshes for what it may have missed', async () => {
      expect(await b.title()).to.equal('Oops, everywhere');
      const [{ n }] = await dbs[0].query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and query = 'listen ${PUBLISH_CHANNEL}'`,
      );
      expect(n).to.equal(2);
      fake.publish(settingsDocs('Oops, while away'));
      await within(RELISTEN_MS + 2000, () => b.settingsTitle() === 'Oops, while away');
      const ref = fake.publish(settingsDocs('Oops, back'));
      await a.publishing.publish(ref);
      await within(1000, () => b.settingsTitle() === 'Oops, back');
    });
  });
});
