import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from './outbox.ts';

/**
 * Where the worker hands a message. 'sent' means an SMTP server accepted it;
 * 'stored' means no SMTP server is configured and it was written as an .eml
 * file for a developer to read. A failure is thrown.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'stored';
  deliver(message: OutboxMessage): Promise<'sent' | 'stored'>;
  close(): void;
}

export interface TransportOptions {
  /** SMTP_URL: smtp://user:pass@host:587 or smtps://…; unset: stored transport. */
  smtpUrl?: string;
  from: string;
  /** The stored transport writes <dataDir>/outbox/*.eml. */
  dataDir: string;
}

// Well below the worker's lease (see worker.ts), so a hung server gives up
// before another worker could take the same message.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000, dnsTimeout: 30_000 };

export function createTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : storedTransport(path.join(options.dataDir, 'outbox'), options.from);
}

function mailOptions(message: OutboxMessage, from: string) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    // The outbox id lets a resent message be recognised as the same one.
    headers: { 'X-Outbox-Id': String(message.id) },
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail(mailOptions(message, from));
      return 'sent';
    },
    close: () => transporter.close(),
  };
}

/** No SMTP server: the message, exactly as it would be sent, goes to <dir>/<time>-<id>.eml. */
export function storedTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'stored',
    async deliver(message) {
      const info = await composer.sendMail(mailOptions(message, from));
      await fs.mkdir(dir, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      // Written under a temporary name first: a reader never sees half a file.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return 'stored';
    },
    close: () => composer.close(),
  };
}

/** The .eml files the stored transport wrote for one outbox message (tests, tools). */
export async function storedFiles(dataDir: string, id?: number): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.eml') && (id === undefined || n.endsWith(`-${id}.eml`)))
    .sort()
    .map((n) => path.join(dir, n));
}
