/**
 * Manages trade-partner (company), staff and owner logins.
 *
 *   tsx scripts/company-user.ts create --company "Nordlicht Reisen GmbH" [--key nordlicht-reisen] --username agent@example.com
 *       [--address "Lindenstraße 12\n10969 Berlin\nGermany"] [--vat-number "DE 287654321"]
 *   tsx scripts/company-user.ts create --role staff --username office@example.com
 *   tsx scripts/company-user.ts create --role owner --owner OW-0042 --username owner@example.is
 *   tsx scripts/company-user.ts password --username agent@example.com
 *   tsx scripts/company-user.ts list
 *   tsx scripts/company-user.ts delete --username agent@example.com
 *
 * The password is read from the PASSWORD environment variable, or else asked
 * for on the terminal (not echoed), or read as the first line of piped stdin.
 * It never goes on the command line, where `ps` and shell history would keep it.
 * A new password ends every session of that user. Uses DATABASE_URL / DATA_DIR
 * like the server; with embedded PGlite, stop the server first (one process
 * per data directory).
 *
 * delete removes a login that has left no trace; one whose bookings, audit
 * rows, notes, recorded transfers or blocks name it is refused (use disable).
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import {
  companyKeyFromName,
  createCompanyUser,
  createOwnerUser,
  createStaffUser,
  setPassword,
  upsertCompany,
  UsernameTakenError,
} from '../server/api/users/repository.ts';
import { deleteUserWithoutHistory } from '../server/api/users/delete-user.ts';

const MIN_PASSWORD = 10;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    company: { type: 'string' },
    key: { type: 'string' },
    // What the company's invoices are addressed to (docs/product/documents.md#trade-partners): lines split at "\n".
    address: { type: 'string' },
    'vat-number': { type: 'string' },
    role: { type: 'string', default: 'company' },
    // An owner's login (role owner): the owner's code (docs/product/owner-portal.md).
    owner: { type: 'string' },
    username: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command] = positionals;

function usage(code: number): never {
  console.log(`usage:
  company-user create --company NAME [--key KEY] [--address LINES] [--vat-number NUMBER] --username USERNAME
  company-user create --role staff|admin|accountant --username USERNAME
  company-user create --role owner --owner OWNER-CODE --username USERNAME
  company-user password --username USERNAME
  company-user disable|enable --username USERNAME   (disable ends the user's sessions at once)
  company-user delete --username USERNAME   (only a user nothing names: no bookings, audit rows, notes,
                                             recorded transfers or blocks; anyone else: disable them)
  company-user list
password: PASSWORD environment variable, the terminal, or stdin (at least ${MIN_PASSWORD} characters)`);
  process.exit(code);
}

async function readPassword(): Promise<string> {
  if (process.env.PASSWORD) return process.env.PASSWORD;
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = readline.createInterface({ input });
    for await (const line of rl) return line;
    return '';
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = readline.createInterface({ input, output: process.stdout, terminal: true });
      const muted = rl as unknown as { _writeToOutput: (s: string) => void };
      rl.question(prompt, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
      muted._writeToOutput = () => {};
      process.stdout.write(prompt);
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat password: ');
  if (first !== second) throw new Error('The passwords differ');
  return first;
}

if (values.help) usage(0);
if (!['create', 'password', 'list', 'disable', 'enable', 'delete'].includes(command)) usage(1);
if (command !== 'list' && !values.username?.trim()) usage(1);
const STAFF_ROLES = ['admin', 'staff', 'accountant'] as const;
const staffRole = STAFF_ROLES.find((r) => r === values.role);
const owner = values.role === 'owner';
if (values.role !== 'company' && !staffRole && !owner) usage(1);
const staff = staffRole !== undefined;
if (command === 'create' && (staff || owner) === !!values.company?.trim()) usage(1);
if (command === 'create' && owner !== !!values.owner?.trim()) usage(1);
// The same form as the companies table's check (migration 111).
if (values['vat-number'] !== undefined && !/^[A-Z0-9 -]{2,20}$/.test(values['vat-number'].toUpperCase())) usage(1);

const config = readConfigOrExit();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, tls: config.databaseTls });
try {
  await migrate(db, config.rootDir);
  if (command === 'list') {
    const rows = await db.query<{
      username: string;
      company: string | null;
      key: string | null;
      last_login_at: Date | null;
    }>(
      `select u.username, c.name as company, c.key, u.last_login_at
       from company_users u left join companies c on c.id = u.company_id order by c.name nulls first, lower(u.username)`,
    );
    for (const r of rows)
      console.log(
        `${r.username}\t${r.company ? `${r.company} (${r.key})` : 'staff'}\tlast login: ${r.last_login_at ? new Date(r.last_login_at).toISOString() : 'never'}`,
      );
    if (rows.length === 0) console.log('no company users');
  } else if (command === 'delete') {
    const outcome = await db.transaction((tx) => deleteUserWithoutHistory(tx, values.username!));
    if (outcome.deleted) console.log(`${outcome.username} deleted`);
    else if (outcome.reason === 'notFound') throw new Error(`No user ${values.username}`);
    else {
      const names = Object.entries(outcome.history).map(([what, n]) => `${n} ${what}`);
      throw new Error(
        `${values.username} cannot be deleted: ${names.join(', ')} name them. Use "company-user disable --username ${values.username}" instead: they can no longer log in, and the history keeps their name.`,
      );
    }
  } else if (command === 'disable' || command === 'enable') {
    // The same change as the users screen's (docs/product/rules.md#roles), without its audit row: no one is logged in here.
    const [row] = await db.query<{ id: number }>(
      `with changed as (
         update company_users set disabled_at = case when $2::boolean then now() end
          where lower(username) = lower($1) returning id
       ), ended as (
         update sessions set revoked_at = now() where $2::boolean and user_id in (select id from changed) and revoked_at is null
       )
       select id from changed`,
      [values.username!.trim(), command === 'disable'],
    );
    if (!row) throw new Error(`No user ${values.username}`);
    console.log(`${values.username} ${command}d`);
  } else {
    const password = await readPassword();
    if (password.length < MIN_PASSWORD) throw new Error(`The password must have at least ${MIN_PASSWORD} characters`);
    if (command === 'create' && owner) {
      const [owner] = await db.query<{ id: number; name: string }>(
        'select id, name from owners where code = upper($1)',
        [values.owner?.trim() ?? ''],
      );
      if (!owner) throw new Error(`No owner with the code ${values.owner ?? '(none given)'}`);
      const user = await createOwnerUser(db, { username: values.username!, password, ownerId: owner.id });
      console.log(`created ${user.username} for the owner ${owner.name} (${user.owner.code})`);
    } else if (command === 'create' && staff) {
      const user = await createStaffUser(db, { username: values.username!, password, staffRole });
      console.log(`created ${user.username} (${user.staffRole})`);
    } else if (command === 'create') {
      const key = values.key ?? companyKeyFromName(values.company!);
      const user = await db.transaction(async (tx) => {
        const companyId = await upsertCompany(tx, {
          name: values.company!,
          key,
          address: values.address?.replace(/\\n/g, '\n'),
          vatNumber: values['vat-number']?.toUpperCase(),
        });
        return createCompanyUser(tx, { username: values.username!, password, companyId });
      });
      console.log(`created ${user.username} for ${user.company.name} (key ${user.company.key})`);
    } else {
      if (!(await setPassword(db, values.username!, password))) throw new Error(`No user ${values.username}`);
      console.log(`new password set for ${values.username}; their sessions have ended`);
    }
  }
} catch (err) {
  console.error(err instanceof UsernameTakenError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}
