/**
 * Runs npm scripts at the same time and fails when any of them fails:
 * `tsx scripts/run-together.ts typecheck lint`. `npm test` and `npm run check`
 * use it because their steps are independent and mostly single-threaded, so
 * on two cores they take about half as long side by side. Each script's
 * output is held back and printed whole when it ends, so it stays readable.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (!names.length) {
  console.error('usage: tsx scripts/run-together.ts <npm script>...');
  process.exit(2);
}

function run(name: string): Promise<boolean> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.once('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, i) => !results[i]);
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
