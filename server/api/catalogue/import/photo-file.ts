/**
 * A photo file named by a catalogue file (`"path": …`), read only when it is
 * inside the folders a catalogue may name: the catalogue file's own folder, or
 * the originals directory (where an export's paths point). The real path is
 * checked, so neither `../`, an absolute path nor a symbolic link leads out.
 * Dry run and apply read it under the same size limit.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PhotoFolders {
  /** The catalogue file's folder: paths are relative to it. */
  baseDir: string;
  /** {dataDir}/originals, when known. */
  originalsDir?: string;
}

const isInside = (file: string, folder: string) => {
  const relative = path.relative(folder, file);
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
};

const realFolder = (folder: string) => {
  try {
    return fs.realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
};

/** The photo's bytes; throws, naming the path as written, when it is outside the folders, missing, not a file or too large. */
export function readPhotoFile(written: string, folders: PhotoFolders, maxBytes: number): Buffer {
  const allowed = [folders.baseDir, folders.originalsDir].filter((f): f is string => f !== undefined);
  const outside = new Error(`${written} is outside the catalogue file's folder`);
  const file = path.resolve(folders.baseDir, written);
  if (!allowed.some((folder) => isInside(file, path.resolve(folder)))) throw outside;
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    throw new Error(`no such file: ${file}`);
  }
  if (!allowed.some((folder) => isInside(real, realFolder(folder)))) throw outside;
  const stat = fs.statSync(real);
  if (!stat.isFile()) throw new Error(`not a file: ${file}`);
  if (stat.size > maxBytes) throw new Error(`${written} is ${stat.size} bytes, more than the limit of ${maxBytes}`);
  return fs.readFileSync(real);
}
