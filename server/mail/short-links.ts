/**
 * Short links for the mails' text parts (docs/product/bookings-and-payments.md#what-a-mail-looks-like): a link longer than
 * LONGEST characters (a pay link, a login link with its token) stands in the text as
 * {origin}/l/{id}, which answers a redirect to it. The row keeps only the id's hash and the target
 * encrypted with a key made from the id (AES-256-GCM): whoever reads the table opens no link.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../db/client.ts';

/** The longest link a text part shows as it is. */
export const LONGEST = 80;
/** Kept longer than any link a mail carries stays valid (set-password: 3 days; pay links: until the stay; invoice links: a year). */
const LIFETIME_DAYS = 400;
export const SHORT_ID = /^[A-Za-z0-9_-]{16}$/;
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

const hashOf = (id: string) => crypto.createHash('sha256').update(`id:${id}`).digest();
const keyOf = (id: string) => crypto.createHash('sha256').update(`key:${id}`).digest();

function seal(id: string, target: string): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(id), iv);
  const body = Buffer.concat([cipher.update(target, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(id: string, sealed: Buffer): string {
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(id), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}

/** The text with every link longer than LONGEST replaced by a short one, stored in `tx` (the mail's transaction). */
export async function shortenLinks(tx: Queryable, text: string): Promise<string> {
  const long = [...new Set(text.match(URL_IN_TEXT) ?? [])].filter((url) => url.length > LONGEST);
  let shortened = text;
  for (const url of long) {
    const id = crypto.randomBytes(12).toString('base64url');
    await tx.query(
      `insert into mail_links (id_hash, target, expires_at) values ($1, $2, now() + make_interval(days => $3))`,
      [new Uint8Array(hashOf(id)), new Uint8Array(seal(id, url)), LIFETIME_DAYS],
    );
    shortened = shortened.split(url).join(`${new URL(url).origin}/l/${id}`);
  }
  return shortened;
}

/** Where a short link leads; null when unknown or expired. */
export async function shortLinkTarget(db: Queryable, id: string): Promise<string | null> {
  if (!SHORT_ID.test(id)) return null;
  const [row] = await db.query<{ target: Uint8Array }>(
    'select target from mail_links where id_hash = $1 and expires_at > now()',
    [new Uint8Array(hashOf(id))],
  );
  return row ? open(id, Buffer.from(row.target)) : null;
}

/** The text with its short links back as the links they stand for (tests, support reading a mail). */
export async function expandLinks(db: Queryable, text: string): Promise<string> {
  let expanded = text;
  for (const [link, id] of text.matchAll(/https?:\/\/[^\s/]+\/l\/([A-Za-z0-9_-]{16})/g)) {
    const target = await shortLinkTarget(db, id);
    if (target) expanded = expanded.split(link).join(target);
  }
  return expanded;
}

/** Deletes expired short links (the prune-expired job). */
export async function pruneShortLinks(db: Queryable): Promise<void> {
  await db.query('delete from mail_links where expires_at <= now()');
}
