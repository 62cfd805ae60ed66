/**
 * Writes `.br` (brotli, best quality) and `.gz` (gzip level 9) next to every
 * compressible file of the client build (the hashed assets and the copy of
 * public/ that Vite puts in dist/client), so the server sends them without
 * compressing on each request (server/http/precompressed.ts). A variant that
 * saves less than a tenth of the file is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE, VARIANTS, type Encoding } from '../server/http/precompressed.ts';

const MIN_SAVING = 0.1;
const clientDir = path.resolve(process.argv[2] ?? 'dist/client');

const compress: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => zlib.gzipSync(data, { level: 9 }),
};

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  // .vite/ holds the manifest the server reads, never served.
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || path.relative(clientDir, file).startsWith('.')) continue;
  const data = fs.readFileSync(file);
  files++;
  before += data.length;
  let smallest = data.length;
  for (const { encoding, extension } of VARIANTS) {
    const packed = compress[encoding](data);
    if (packed.length > data.length * (1 - MIN_SAVING)) fs.rmSync(file + extension, { force: true });
    else {
      fs.writeFileSync(file + extension, packed);
      smallest = Math.min(smallest, packed.length);
    }
  }
  after += smallest;
}
console.log(
  `precompressed ${files} files in ${path.relative(process.cwd(), clientDir)}: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as sent to a browser taking brotli`,
);
