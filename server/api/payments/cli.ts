/**
 * Records bank transfers for a booking (a trade partner's on account, or a
 * guest who paid by transfer):
 *
 *   npx tsx server/api/payments/cli.ts <bookingCode> [deposit|balance|full|all]
 *
 * Uses the same database settings as the server (DATABASE_URL, or the PGlite
 * folder under DATA_DIR, which only one process may open: stop the server
 * first, or use POST /api/reservation/{code}/payments/{id}/paid with
 * X-Admin-Token while it runs).
 */
import { pino } from 'pino';
import { readConfigOrExit } from '../../config.ts';
import { clockOf } from '../../clock.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { companyDetailsFromContent } from '../reservations/company.ts';
import { loadReservation } from '../bookings/repository.ts';
import { markPaymentPaid } from './mark-paid.ts';

async function main(args: string[]): Promise<number> {
  const [code, which = 'all'] = args;
  if (!code || !/^[0-9]{8}$/.test(code) || !['deposit', 'balance', 'full', 'all'].includes(which)) {
    console.error('usage: npx tsx server/api/payments/cli.ts <bookingCode> [deposit|balance|full|all]');
    return 2;
  }
  const config = readConfigOrExit();
  const logger = pino({ level: 'warn' });
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, tls: config.databaseTls });
  try {
    await migrate(db, config.rootDir);
    const record = await loadReservation(db, { code });
    if (!record) {
      console.error(`no booking ${code}`);
      return 1;
    }
    const company = companyDetailsFromContent(config, logger);
    for (const p of record.payments.filter((x) => which === 'all' || x.kind === which)) {
      const result = await markPaymentPaid(db, code, p.id, {
        now: clockOf(config)(),
        company,
        secret: config.jwtSecret,
        publicUrl: config.publicUrl,
      });
      console.log(`${code} ${p.kind} ${(p.amountCents / 100).toFixed(2)} EUR: ${result.outcome}`);
    }
    const after = await loadReservation(db, { code });
    console.log(`${code}: ${after?.status}`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
