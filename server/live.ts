/**
 * A live deployment: NODE_ENV=production with an https PUBLIC_URL, the one
 * definition the whole server goes by. Anything else (the README's
 * `npm start` with nothing set, `npm run dev`, tests) is demo mode.
 */
export function isLive(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && /^https:\/\//i.test(env.PUBLIC_URL ?? '');
}

/** Why each variable is needed, for the message that refuses the start. */
const REQUIRED: Array<{ name: string; why: string; needed?: (env: NodeJS.ProcessEnv) => boolean; ok?: (value: string) => boolean }> = [
  { name: 'DATABASE_URL', why: 'PostgreSQL; the embedded database would be lost with the disk at the next deploy' },
  { name: 'SMTP_URL', why: 'outgoing mail; without it confirmations stay as files on the disk' },
  { name: 'JWT_SECRET', why: 'at least 32 characters, the same in every process (e.g. `openssl rand -base64 32`)', ok: (value) => value.length >= 32 },
  { name: 'PRISMIC_WEBHOOK_SECRET', why: 'PRISMIC_REPOSITORY is set; the publish webhook must send it', needed: (env) => !!env.PRISMIC_REPOSITORY },
];

/** The variables a live deployment lacks, each with why: empty when it may start. */
export function liveDeploymentGaps(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED.filter(({ name, needed, ok }) => (needed?.(env) ?? true) && !(env[name] && (ok?.(env[name]) ?? true))).map(({ name, why }) => `${name} (${why})`);
}

/** A live deployment started without what it needs: the message names all of it. */
export class LiveDeploymentError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `sumarhus refuses to start: this is a live deployment (NODE_ENV=production and an https PUBLIC_URL), and it needs\n${missing.map((line) => `  - ${line}`).join('\n')}\n` +
        'Set them (README, Deploying), or unset PUBLIC_URL to run in demo mode.',
    );
    this.name = 'LiveDeploymentError';
  }
}

/** Throws a LiveDeploymentError naming every gap, when live and anything is missing. */
export function assertLiveReady(env: NodeJS.ProcessEnv): void {
  if (!isLive(env)) return;
  const missing = liveDeploymentGaps(env);
  if (missing.length) throw new LiveDeploymentError(missing);
}

/** The part of the first log line after the URL: live, or what in demo mode stands in for the real thing. */
export function startMode(config: { live: boolean; publicUrl: string | undefined; databaseUrl: string | undefined; smtpUrl: string | undefined }): string {
  if (config.live) return `live at ${config.publicUrl}`;
  const standIns = [!config.databaseUrl && 'embedded database', 'demo catalogue', !config.smtpUrl && 'mail kept as files'];
  return `demo mode: ${standIns.filter(Boolean).join(', ')}`;
}
