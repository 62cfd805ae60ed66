import type { Response } from 'express';

/**
 * A booking's stored PDF as the answer, never cached: to download (the guest's
 * signed link) or to open in the browser (staff).
 */
export function sendDocument(
  res: Response,
  file: { filename: string; content: Buffer },
  disposition: 'attachment' | 'inline',
): void {
  res.set({
    'content-type': 'application/pdf',
    'content-length': String(file.content.length),
    'content-disposition': `${disposition}; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(file.content);
}
