/**
 * The production build as a real process (`node dist/server/index.js`), for
 * tests that need several servers on one database. It gets its own data
 * directory and a random port; the promise resolves once it is listening.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server.ts';
import { tempDir } from './temp.ts';

export interface ServerProcess {
  /** http://127.0.0.1:{port} */
  base: string;
  pid: number;
  /** Its log so far, one JSON line each. */
  logs: string[];
  /** SIGTERM, then resolves when the process has exited. */
  stop(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
    cwd: ROOT,
    // LOG_LEVEL info: the "listening" line carries the port.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killAtExit = () => child.kill('SIGKILL');
  process.once('exit', killAtExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  const logs: string[] = [];
  child.stderr.on('data', (d) => (stderr += d));

  const port = await new Promise<number>((resolve, reject) => {
    let pending = '';
    // Read stdout to the end, or a busy server would block on a full pipe.
    child.stdout.on('data', (d) => {
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      logs.push(...lines);
      for (const line of lines) {
        const entry = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; url?: string }) : {};
        if (entry.msg?.startsWith('sumarhus is listening on ') && entry.url) resolve(Number(new URL(entry.url).port));
      }
    });
    void exited.then(() => reject(new Error(`server exited before listening: ${stderr}`)));
  });

  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs,
    async stop() {
      process.removeListener('exit', killAtExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
