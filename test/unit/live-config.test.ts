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
};

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
    const err = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://sumarhus.example', PRISMIC_REPOSITORY: 'sumarhus' });
    expect(err.missing.map((line) => line.split(' ')[0])).to.deep.equal(['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'PRISMIC_WEBHOOK_SECRET']);
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'PRISMIC_WEBHOOK_SECRET']) expect(err.message).to.contain(name);
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
    const config = readConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), DATABASE_URL: LIVE.DATABASE_URL, SMTP_URL: LIVE.SMTP_URL });
    expect(startMode(config)).to.equal('demo mode: demo catalogue');
  });
});
