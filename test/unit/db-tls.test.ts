import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { pgTls } from '../../server/db/tls.ts';
import { tempDir } from '../helpers/temp.ts';

const URL = 'postgres://u:p@db.example.com:5432/app';
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

/** What decides a connection: verify the chain, verify the host, which CA. */
function policy(url: string, env: NodeJS.ProcessEnv = {}) {
  const { ssl, fallbackToPlain, connectionString } = pgTls(url, env);
  if (!ssl) return { tls: false, fallbackToPlain, connectionString };
  const verifiesChain = ssl.rejectUnauthorized !== false;
  return {
    tls: true,
    verifiesChain,
    verifiesHost: verifiesChain && ssl.checkServerIdentity === undefined,
    ca: ssl.ca,
    fallbackToPlain,
    connectionString,
  };
}

describe('PostgreSQL TLS settings (libpq sslmode)', () => {
  it('disable: no TLS', () => {
    expect(policy(`${URL}?sslmode=disable`)).to.deep.equal({
      tls: false,
      fallbackToPlain: false,
      connectionString: URL,
    });
  });

  for (const mode of ['allow', 'prefer']) {
    it(`${mode}: TLS without verification, plain when the server has no TLS`, () => {
      expect(policy(`${URL}?sslmode=${mode}`)).to.include({ tls: true, verifiesChain: false, fallbackToPlain: true });
    });
  }

  it('no sslmode anywhere: prefer, as libpq', () => {
    expect(policy(URL)).to.include({ tls: true, verifiesChain: false, fallbackToPlain: true });
  });

  it('require: encrypted, the certificate not verified', () => {
    expect(policy(`${URL}?sslmode=require`)).to.include({ tls: true, verifiesChain: false, fallbackToPlain: false });
  });

  it('require with a root certificate: the chain is verified, not the host (verify-ca, as libpq)', () => {
    expect(policy(`${URL}?sslmode=require`, { DATABASE_CA: PEM })).to.include({
      verifiesChain: true,
      verifiesHost: false,
      ca: PEM,
    });
  });

  it('verify-ca: the chain, not the host', () => {
    expect(policy(`${URL}?sslmode=verify-ca`, { DATABASE_CA: PEM })).to.include({
      verifiesChain: true,
      verifiesHost: false,
      ca: PEM,
    });
  });

  it("verify-full: the chain and the host name; without a CA Node's built-in CAs", () => {
    expect(policy(`${URL}?sslmode=verify-full`, { DATABASE_CA: PEM })).to.include({
      verifiesChain: true,
      verifiesHost: true,
      ca: PEM,
    });
    expect(policy(`${URL}?sslmode=verify-full`)).to.include({ verifiesChain: true, verifiesHost: true, ca: undefined });
  });

  it("no-verify (pg's own mode) still works: encrypted, not verified", () => {
    expect(policy(`${URL}?sslmode=no-verify`, { DATABASE_CA: PEM })).to.include({
      tls: true,
      verifiesChain: false,
      fallbackToPlain: false,
    });
  });

  it('PGSSLMODE applies when the URL has no sslmode; the URL wins', () => {
    expect(policy(URL, { PGSSLMODE: 'require' })).to.include({ verifiesChain: false, fallbackToPlain: false });
    expect(policy(`${URL}?sslmode=verify-full`, { PGSSLMODE: 'require' })).to.include({ verifiesHost: true });
  });

  it('the CA from DATABASE_CA as a file, from PGSSLROOTCERT, or from sslrootcert in the URL', () => {
    const file = path.join(tempDir(), 'ca.pem');
    fs.writeFileSync(file, PEM);
    expect(policy(`${URL}?sslmode=verify-full`, { DATABASE_CA: file }).ca).to.equal(PEM);
    expect(policy(`${URL}?sslmode=verify-full`, { PGSSLROOTCERT: file }).ca).to.equal(PEM);
    expect(
      policy(`${URL}?sslmode=verify-full&sslrootcert=${encodeURIComponent(file)}`, { DATABASE_CA: 'elsewhere' }).ca,
    ).to.equal(PEM);
  });

  it('sslmode and sslrootcert are taken out of the URL, everything else stays', () => {
    const file = path.join(tempDir(), 'ca.pem');
    fs.writeFileSync(file, PEM);
    const query = `sslmode=require&sslrootcert=${encodeURIComponent(file)}`;
    expect(pgTls(`${URL}?application_name=web&${query}`, {}).connectionString).to.equal(`${URL}?application_name=web`);
    expect(pgTls(`postgres://u@/app?${query}&host=%2Fvar%2Frun%2Fpostgresql`, {}).connectionString).to.equal(
      'postgres://u@/app?host=%2Fvar%2Frun%2Fpostgresql',
    );
  });

  it('an unknown mode, an unreadable CA file and pg-only TLS parameters are errors that say so', () => {
    expect(() => pgTls(`${URL}?sslmode=required`, {})).to.throw(/sslmode "required" is not one of disable, allow/);
    expect(() => pgTls(URL, { PGSSLMODE: 'verify-full', DATABASE_CA: '/nonexistent/ca.pem' })).to.throw(
      /DATABASE_CA: cannot read \/nonexistent\/ca\.pem/,
    );
    expect(() => pgTls(`${URL}?ssl=true`, {})).to.throw(/ssl not supported; use sslmode/);
  });
});
