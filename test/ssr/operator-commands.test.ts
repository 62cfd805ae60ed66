// The operator commands run from the build (README, Deploying): on an instance installed with
// `npm ci --omit=dev` there is no tsx, so each npm script and Procfile line runs `node dist/…`,
// and what the build loads at run time is a dependency, never a dev dependency.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import pkg from '../../package.json' with { type: 'json' };
import { ROOT, tempDir } from '../helpers/server.ts';

const OPERATOR_SCRIPTS = [
  'migrate',
  'seed',
  'catalogue:export',
  'catalogue:import',
  'company-user',
  'content:push',
] as const;
/** Loaded only by `npm run dev` (server/render/renderer.ts's development renderer). */
const DEVELOPMENT_ONLY = new Set(['vite']);

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('SSR: operator commands without dev dependencies', function () {
  this.timeout(120_000);

  it('runs every operator command and the Procfile from dist/ with node, never tsx', () => {
    const scripts = pkg.scripts as Record<string, string>;
    for (const name of OPERATOR_SCRIPTS) {
      expect(scripts[name], name).to.match(/^node dist\/server\/[\w-]+\.js$/);
      expect(fs.existsSync(path.join(ROOT, scripts[name].split(' ')[1])), `${name}: ${scripts[name]}`).to.equal(true);
    }
    const procfile = fs.readFileSync(path.join(ROOT, 'Procfile'), 'utf8');
    expect(procfile).not.to.match(/\btsx\b/);
  });

  it('loads nothing at run time but dependencies and Node’s own modules', () => {
    const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
    const loaded = new Map<string, string>();
    for (const file of builtFiles(path.join(ROOT, 'dist/server'))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"'.][^"']*)["']/gm))
        loaded.set(packageOf(specifier.replace(/^node:/, '')), path.relative(ROOT, file));
      for (const [, specifier] of code.matchAll(/\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g))
        if (!DEVELOPMENT_ONLY.has(packageOf(specifier)))
          loaded.set(packageOf(specifier.replace(/^node:/, '')), path.relative(ROOT, file));
    }
    expect(loaded.size, 'imports found in the build').to.be.greaterThan(10);
    const outside = [...loaded].filter(([name]) => !allowed.has(name));
    expect(outside, 'loaded by the build but not a dependency').to.deep.equal([]);
  });

  it('migrates, exports the catalogue, creates and lists a login through npm, from the build', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: tempDir(), DATABASE_URL: '', DEMO: '', LOG_LEVEL: 'silent' };
    await run('npm', ['run', '--silent', 'migrate'], { cwd: ROOT, env });
    const file = path.join(tempDir(), 'catalogue.json');
    await run('npm', ['run', '--silent', 'catalogue:export', '--', file], { cwd: ROOT, env });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')))
      .to.have.property('houses')
      .that.deep.equals([]);
    await run(
      'npm',
      ['run', '--silent', 'company-user', '--', 'create', '--role', 'staff', '--username', 'ops@example.com'],
      {
        cwd: ROOT,
        env: { ...env, PASSWORD: 'operator-password-1' },
      },
    );
    const { stdout } = await run('npm', ['run', '--silent', 'company-user', '--', 'list'], { cwd: ROOT, env });
    expect(stdout).to.contain('ops@example.com');
  });
});
