import { expect } from 'chai';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { TlsEnv } from '../../server/db/tls.ts';
import { freshDatabaseUrl, requirePostgres, startCluster } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { makeCertificates, type TestCertificates } from '../helpers/tls-certs.ts';

// Only TLS connections over TCP are let in, as on a managed database.
const HBA = 'local all all trust\nhostssl all all 127.0.0.1/32 trust\n';

describe('PostgreSQL over TLS (self-signed CA, hostssl only)', function () {
  let certs: TestCertificates;
  let url: URL;

  before(async function () {
    certs = makeCertificates();
    const pg = await startCluster({
      files: { 'server.crt': certs.serverCert, 'server.key': certs.serverKey, 'pg_hba.conf': HBA },
      settings: ['ssl=on'],
    });
    if (!pg) {
      if (process.env.CI) throw new Error('no PostgreSQL: install postgresql');
      return this.skip();
    }
    url = new URL(pg.url);
  });

  let tls: TlsEnv = {};
  afterEach(() => {
    tls = {};
  });

  /** The cluster's URL with another host name and sslmode. */
  function urlWith(sslmode: string, host = '127.0.0.1') {
    const u = new URL(url);
    u.hostname = host;
    u.searchParams.set('sslmode', sslmode);
    return u.toString();
  }

  async function connect(databaseUrl: string) {
    const db = await openDatabase({ url: databaseUrl, dataDir: tempDir(), tls });
    try {
      const [row] = await db.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()');
      return row.ssl;
    } finally {
      await db.close();
    }
  }

  it('require: connects encrypted to a self-signed certificate', async () => {
    expect(await connect(urlWith('require'))).to.equal(true);
  });

  it('no sslmode (prefer): connects encrypted, as a Heroku-style DATABASE_URL must', async () => {
    expect(await connect(url.toString())).to.equal(true);
  });

  it('verify-full with the CA in DATABASE_CA connects; with a host name the certificate does not name it fails', async () => {
    tls = { DATABASE_CA: certs.ca };
    expect(await connect(urlWith('verify-full'))).to.equal(true);
    const err = await connect(urlWith('verify-full', 'localhost')).catch((e: Error) => e);
    expect(err)
      .to.be.an('error')
      .with.property('message')
      .that.matches(/not accepted.*localhost/);
  });

  it('verify-ca with the CA as a file accepts the other host name', async () => {
    tls = { DATABASE_CA: certs.caFile };
    expect(await connect(urlWith('verify-ca', 'localhost'))).to.equal(true);
  });

  it('verify-full without a CA fails, saying what to set', async () => {
    const err = await connect(urlWith('verify-full')).catch((e: Error) => e);
    expect(err)
      .to.be.an('error')
      .with.property('message')
      .that.matches(/certificate was not accepted.*DATABASE_CA/);
  });

  it('disable: the hostssl-only server refuses the plain connection', async () => {
    const err = await connect(urlWith('disable')).catch((e: Error) => e);
    expect(err)
      .to.be.an('error')
      .with.property('message')
      .that.matches(/no encryption/);
  });

  it('openDatabase + migrate in require mode', async () => {
    const db = await openDatabase({ url: urlWith('require'), dataDir: tempDir() });
    try {
      await migrate(db, ROOT);
      const [{ n }] = await db.query<{ n: number }>('select count(*) as n from schema_migrations');
      expect(n).to.be.greaterThan(0);
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL without TLS', function () {
  it('prefer (no sslmode) falls back to a plain connection; require fails', async function () {
    const url = await freshDatabaseUrl(await requirePostgres(this), 'tls_fallback');
    const db = await openDatabase({ url, dataDir: tempDir() });
    const [row] = await db.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()');
    await db.close();
    expect(row.ssl).to.equal(false);
    const err = await openDatabase({ url: `${url}?sslmode=require`, dataDir: tempDir() }).catch((e: Error) => e);
    expect(err).to.be.an('error').with.property('message', 'The server does not support SSL connections');
  });
});
