import { expect } from 'chai';
import { pino } from 'pino';
import { readConfig } from '../../server/config.ts';
import { RETRY_FIRST_MS, retryWhileUnavailable } from '../../server/db/connect-retry.ts';
import { databaseErrorFields } from '../../server/db/error-fields.ts';

const base = { LOG_LEVEL: 'silent', DATA_DIR: '/tmp/sumarhus-unused', JWT_SECRET: 'x'.repeat(32) };

describe('database settings (server/config.ts)', () => {
  it('has defaults: 10 connections, 5 s to connect, 10 s a statement, 30 s idle in a transaction, a LISTEN check every 30 s', () => {
    expect(readConfig(base).database).to.deep.equal({
      poolSize: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 10_000,
      idleTransactionTimeoutMs: 30_000,
      listenCheckMs: 30_000,
    });
  });

  it('reads each from its variable; 0 turns a timeout off', () => {
    const env = {
      ...base,
      DATABASE_POOL_SIZE: '3',
      DATABASE_CONNECT_TIMEOUT_MS: '800',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_TX_TIMEOUT_MS: '0',
      DATABASE_LISTEN_CHECK_MS: '250',
    };
    expect(readConfig(env).database).to.deep.equal({
      poolSize: 3,
      connectTimeoutMs: 800,
      statementTimeoutMs: 0,
      idleTransactionTimeoutMs: 0,
      listenCheckMs: 250,
    });
  });

  for (const [name, value] of [
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '5s'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_LISTEN_CHECK_MS', '1.5'],
  ]) {
    it(`refuses ${name}=${value}, naming the variable`, () => {
      expect(() => readConfig({ ...base, [name]: value })).to.throw(new RegExp(`^${name} must be a whole number`));
    });
  }
});

describe('waiting for the database at start (server/db/connect-retry.ts)', () => {
  const logged: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('tries again while the database is unavailable, logging each try with its wait and the error', async () => {
    let tries = 0;
    const started = Date.now();
    const value = await retryWhileUnavailable(async () => (++tries === 1 ? Promise.reject(refused) : 'open'), {
      logger,
    });
    expect([value, tries]).to.deep.equal(['open', 2]);
    expect(Date.now() - started).to.be.at.least(RETRY_FIRST_MS - 20);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.deep.include({
      msg: 'the database is unavailable: trying again',
      attempt: 1,
      waitMs: RETRY_FIRST_MS,
      error: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
  });

  it('throws any other error at once (a wrong password is no outage)', async () => {
    const wrong = Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' });
    const err = await retryWhileUnavailable(() => Promise.reject(wrong), { logger }).catch((e: unknown) => e);
    expect(err).to.equal(wrong);
  });

  it('stops waiting when aborted', async () => {
    const stopping = new AbortController();
    const waiting = retryWhileUnavailable(() => Promise.reject(refused), { logger, signal: stopping.signal });
    setTimeout(() => stopping.abort(new Error('stopped')), 50);
    expect(((await waiting.catch((e: unknown) => e)) as Error).message).to.equal('stopped');
  });
});

describe('database errors in the log (server/db/error-fields.ts)', () => {
  it('gives the code and the message, a connection string password masked, nothing else of the error', () => {
    const err = Object.assign(new Error('could not reach postgres://app:s3cret@db.internal:5432/site'), {
      code: '08001',
      client: { password: 's3cret' },
    });
    expect(databaseErrorFields(err)).to.deep.equal({
      code: '08001',
      message: 'could not reach postgres://app:***@db.internal:5432/site',
    });
  });
});
