/**
 * A PNG whose header is valid (sharp's metadata reads format and size) and
 * whose pixel data is not: every IDAT chunk's bytes overwritten, its CRC made
 * right again, so only decoding the picture finds it broken.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

export async function corruptPng(width = 300, height = 400): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#b23a2f' } })
    .png()
    .toBuffer();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      png.fill(0x5a, at + 8, at + 8 + length);
      png.writeUInt32BE(zlib.crc32(png.subarray(at + 4, at + 8 + length)), at + 8 + length);
    }
    at += 12 + length;
  }
  return png;
}
