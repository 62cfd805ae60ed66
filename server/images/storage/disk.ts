/** The pictures on the data folder's disk: `originals/…` and `images/…` under it, as before there were buckets. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PictureStore } from './store.ts';

export function diskStore(root: string): PictureStore {
  const file = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`picture key outside the store: ${key}`);
    return target;
  };
  return {
    name: `disk ${root}`,
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async put(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: other processes never see a half-written file.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
    },
    async has(key) {
      try {
        await fs.access(file(key));
        return true;
      } catch {
        return false;
      }
    },
    async *list(prefix) {
      const folder = file(prefix);
      let entries;
      try {
        entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        const name = path.relative(folder, path.join(entry.parentPath, entry.name));
        yield `${prefix}${name.split(path.sep).join('/')}`;
      }
    },
  };
}
