import { expect } from 'chai';
import { readConfig } from '../../server/config.ts';
import { LiveDeploymentError, startMode } from '../../server/live.ts';
import { tempDir } from '../helpers/temp.ts';

const LIVE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://sumarhus.example',
  DATABASE_URL: 'postgres://app@db.example:5432/sumarhus',
  SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
  JWT_SECRET: 'x'.repeat(32),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};
const NO_STRIPE = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
const EVERYTHING_MISSING = ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'PRISMIC_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'];

function refusal(env: NodeJS.ProcessEnv): LiveDeploymentError {
  try {
    readConfig({ DATA_DIR: tempDir(), ...env });
  } catch (err) {
    expect(err).to.be.instanceOf(LiveDeploymentError);
    return err as LiveDeploymentError;
  }
  throw new Error('readConfig accepted the environment');
}

describe('config: a live deployment', () => {
  it('is NODE_ENV=production with an https PUBLIC_URL, and starts with everything it needs', () => {
    const config = readConfig({ ...LIVE, DATA_DIR: tempDir() });
    expect(config.live).to.equal(true);
    expect(startMode(config)).to.equal('live at https://sumarhus.example');
    expect(readConfig({ ...LIVE, PRISMIC_REPOSITORY: 'sumarhus', PRISMIC_WEBHOOK_SECRET: 'hook' }).live).to.equal(true);
  });

  it('refuses once, naming everything missing, not only the first', () => {
    const err = refusal({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://sumarhus.example',
      PRISMIC_REPOSITORY: 'sumarhus',
    });
    expect(err.missing.map((line) => line.split(' ')[0])).to.deep.equal(EVERYTHING_MISSING);
    for (const name of [...EVERYTHING_MISSING, 'STRIPE_WEBHOOK_SECRET', 'TEST_PAYMENTS=1'])
      expect(err.message).to.contain(name);
    expect(err.message).to.contain('live deployment');
  });

  it('counts a JWT_SECRET under 32 characters as missing, next to the others', () => {
    const err = refusal({ ...LIVE, SMTP_URL: '', JWT_SECRET: 'short' });
    expect(err.missing.map((line) => line.split(' ')[0])).to.deep.equal(['SMTP_URL', 'JWT_SECRET']);
  });

  it('needs PRISMIC_WEBHOOK_SECRET only with Prismic on', () => {
    expect(readConfig(LIVE).live).to.equal(true);
    expect(refusal({ ...LIVE, PRISMIC_REPOSITORY: 'sumarhus' }).missing).to.have.length(1);
  });

  it('needs both Stripe keys, or test payments switched on with TEST_PAYMENTS=1', () => {
    for (const stripe of [NO_STRIPE, { STRIPE_WEBHOOK_SECRET: '' }, { STRIPE_SECRET_KEY: '' }]) {
      expect(
        refusal({ ...LIVE, ...stripe }).missing.map((line) => line.split(' ')[0]),
        JSON.stringify(stripe),
      ).to.deep.equal(['STRIPE_SECRET_KEY']);
    }
    const testPayments = readConfig({ ...LIVE, ...NO_STRIPE, TEST_PAYMENTS: '1', DATA_DIR: tempDir() });
    expect([testPayments.live, testPayments.stripe]).to.deep.equal([true, undefined]);
    expect(refusal({ ...LIVE, ...NO_STRIPE, TEST_PAYMENTS: '0' }).missing).to.have.length(1);
  });

  it('refuses TEST_PAYMENTS=1 beside Stripe keys, DEMO=1, and a switch that is neither 1 nor 0, each in one line', () => {
    const refused = [
      refusal({ ...LIVE, TEST_PAYMENTS: '1' }),
      refusal({ ...LIVE, DEMO: '1' }),
      refusal({ ...LIVE, ...NO_STRIPE, TEST_PAYMENTS: 'yes' }),
      refusal({ NODE_ENV: 'production', DEMO: 'true' }),
    ].map((err) => err.message);
    expect(refused[0]).to.equal(
      'sumarhus refuses to start: TEST_PAYMENTS=1 with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: unset TEST_PAYMENTS to take card payments through Stripe, or the Stripe keys for the test gateway',
    );
    expect(refused[1]).to.equal(
      'sumarhus refuses to start: DEMO=1 with an https PUBLIC_URL: a live deployment never seeds the demo; unset DEMO (live) or PUBLIC_URL (demo)',
    );
    expect(refused.slice(2)).to.deep.equal([
      'sumarhus refuses to start: TEST_PAYMENTS is 1 (on) or 0 (off), not "yes"',
      'sumarhus refuses to start: DEMO is 1 (on) or 0 (off), not "true"',
    ]);
  });
});

describe('config: production on a DATABASE_URL without an https PUBLIC_URL', () => {
  const HALF =
    'sumarhus refuses to start: NODE_ENV=production with DATABASE_URL needs an https PUBLIC_URL (live) or DEMO=1 (demo catalogue on an empty database)';

  it('is refused in one line naming both ways, whatever else is set', () => {
    for (const env of [
      { NODE_ENV: 'production', DATABASE_URL: LIVE.DATABASE_URL },
      { ...LIVE, PUBLIC_URL: '' },
      { ...LIVE, PUBLIC_URL: 'http://sumarhus.example', DEMO: '0' },
    ]) {
      const err = refusal(env);
      expect(err.message, JSON.stringify(env)).to.equal(HALF);
      expect(err.missing).to.deep.equal([]);
    }
  });

  it('is demo mode with DEMO=1; the embedded database and other environments need no switch', () => {
    expect(
      readConfig({ NODE_ENV: 'production', DATABASE_URL: LIVE.DATABASE_URL, DEMO: '1', DATA_DIR: tempDir() }).live,
    ).to.equal(false);
    expect(readConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }).live).to.equal(false);
    expect(readConfig({ NODE_ENV: 'development', DATABASE_URL: LIVE.DATABASE_URL, DATA_DIR: tempDir() }).live).to.equal(
      false,
    );
  });
});

describe('config: demo mode', () => {
  it('is everything else, and starts with nothing set', () => {
    const dataDir = tempDir();
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' },
      { NODE_ENV: 'development', PUBLIC_URL: 'https://sumarhus.example' },
      {},
    ]) {
      const config = readConfig({ ...env, DATA_DIR: dataDir });
      expect(config.live, JSON.stringify(env)).to.equal(false);
      expect(startMode(config)).to.equal('demo mode: embedded database, demo catalogue, mail kept as files');
    }
  });

  it('names only the stand-ins in use', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      DEMO: '1',
      DATA_DIR: tempDir(),
      DATABASE_URL: LIVE.DATABASE_URL,
      SMTP_URL: LIVE.SMTP_URL,
    });
    expect(startMode(config)).to.equal('demo mode: demo catalogue');
  });
});
