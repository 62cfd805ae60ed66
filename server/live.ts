/**
 * A live deployment: NODE_ENV=production with an https PUBLIC_URL, the one
 * definition the whole server goes by. Anything else (the README's
 * `npm start` with nothing set, `npm run dev`, tests) is demo mode; in
 * production, demo mode on a DATABASE_URL needs DEMO=1 as well.
 */
export function isLive(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && /^https:\/\//i.test(env.PUBLIC_URL ?? '');
}

/** Why each variable is needed, for the message that refuses the start. */
const REQUIRED: Array<{
  name: string;
  why: string;
  needed?: (env: NodeJS.ProcessEnv) => boolean;
  ok?: (value: string) => boolean;
  /** Whether it is set, when that is more than env[name]. */
  given?: (env: NodeJS.ProcessEnv) => boolean;
}> = [
  { name: 'DATABASE_URL', why: 'PostgreSQL; the embedded database would be lost with the disk at the next deploy' },
  { name: 'SMTP_URL', why: 'outgoing mail; without it confirmations stay as files on the disk' },
  {
    name: 'JWT_SECRET',
    why: 'at least 32 characters, the same in every process (e.g. `openssl rand -base64 32`)',
    ok: (value) => value.length >= 32,
  },
  {
    name: 'PRISMIC_WEBHOOK_SECRET',
    why: 'PRISMIC_REPOSITORY is set; the publish webhook must send it',
    needed: (env) => !!env.PRISMIC_REPOSITORY,
  },
  {
    name: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    why: 'card payments through Stripe; or TEST_PAYMENTS=1 for the built-in test gateway, which takes no money',
    needed: (env) => !switchedOn(env, 'TEST_PAYMENTS'),
    given: (env) => stripeKeys(env).length === 2,
  },
];

/** The variables a live deployment lacks, each with why: empty when it may start. */
export function liveDeploymentGaps(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED.filter(
    ({ name, needed, ok, given }) =>
      (needed?.(env) ?? true) && !(given ? given(env) : env[name] && (ok?.(env[name]) ?? true)),
  ).map(({ name, why }) => `${name} (${why})`);
}

/**
 * A production start that its settings refuse, found before anything
 * connects. The message is all there is to say: the server, `migrate` and
 * `seed` print it alone on stderr (readConfigOrExit) and exit 1.
 */
export class LiveDeploymentError extends Error {
  override name = 'LiveDeploymentError';
  /** A live deployment's missing variables (one line each, with why); empty for the other refusals. */
  readonly missing: string[];

  constructor(reason: string, missing: string[] = []) {
    super(`sumarhus refuses to start: ${reason}`);
    this.missing = missing;
  }
}

/**
 * Throws a LiveDeploymentError when production settings are half a live
 * deployment and half a demo: a live one lacking anything it needs, or asking
 * for the demo or for test payments beside Stripe; a DATABASE_URL without an
 * https PUBLIC_URL (live) or DEMO=1 (the demo). Outside production nothing is refused.
 */
export function assertStartable(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const demo = switchedOn(env, 'DEMO');
  if (!isLive(env)) {
    if (env.DATABASE_URL && !demo) {
      throw new LiveDeploymentError(
        'NODE_ENV=production with DATABASE_URL needs an https PUBLIC_URL (live) or DEMO=1 (demo catalogue on an empty database)',
      );
    }
    return;
  }
  if (demo)
    throw new LiveDeploymentError(
      'DEMO=1 with an https PUBLIC_URL: a live deployment never seeds the demo; unset DEMO (live) or PUBLIC_URL (demo)',
    );
  const missing = liveDeploymentGaps(env);
  if (missing.length) {
    throw new LiveDeploymentError(
      `this is a live deployment (NODE_ENV=production and an https PUBLIC_URL), and it needs\n${missing.map((line) => `  - ${line}`).join('\n')}\n` +
        'Set them (README, Deploying), or unset PUBLIC_URL to run in demo mode (with DATABASE_URL, DEMO=1 too).',
      missing,
    );
  }
  if (switchedOn(env, 'TEST_PAYMENTS') && stripeKeys(env).length) {
    throw new LiveDeploymentError(
      `TEST_PAYMENTS=1 with ${stripeKeys(env).join(' and ')}: unset TEST_PAYMENTS to take card payments through Stripe, or the Stripe keys for the test gateway`,
    );
  }
}

/** DEMO, TEST_PAYMENTS: 1 is on; unset, empty or 0 is off; anything else refuses the start. */
function switchedOn(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim() ?? '';
  if (value === '1') return true;
  if (value === '' || value === '0') return false;
  throw new LiveDeploymentError(`${name} is 1 (on) or 0 (off), not ${JSON.stringify(value)}`);
}

function stripeKeys(env: NodeJS.ProcessEnv): string[] {
  return ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => env[name]?.trim());
}

/** The part of the first log line after the URL: live, or what in demo mode stands in for the real thing. */
export function startMode(config: {
  live: boolean;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
}): string {
  if (config.live) return `live at ${config.publicUrl}`;
  const standIns = [
    !config.databaseUrl && 'embedded database',
    'demo catalogue',
    !config.smtpUrl && 'mail kept as files',
  ];
  return `demo mode: ${standIns.filter(Boolean).join(', ')}`;
}
