/**
 * Temporary folders of a test run. Each is removed when the mocha process
 * exits (.mocharc sets exit: true, so 'exit' fires even with servers or
 * database pools still open), so no run leaves data directories in /tmp.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();

function removeAll() {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
}

/** A fresh, empty folder under the system temp folder, gone at exit. */
export function tempDir(prefix = 'sumarhus-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (!made.size) process.once('exit', removeAll);
  made.add(dir);
  return dir;
}
