import type { Db, Queryable } from '../server/db/client.ts';
import {
  countUsers,
  createCompanyUser,
  createOwnerUser,
  createStaffUser,
  upsertCompany,
  UsernameTakenError,
} from '../server/api/users/repository.ts';

/** The demo trade partner (README): log in on /en/login/ with these. */
export const DEMO_AGENCY = {
  company: 'Nordlicht Reisen GmbH',
  key: 'nordlicht-reisen',
  /** Where the agency receives copies of its bookings (demo mail stays in .data/mail). */
  email: 'buchungen@nordlicht-reisen.example',
  /** What its invoices are addressed to (docs/product/documents.md#trade-partners). */
  address: 'Lindenstraße 12\n10969 Berlin\nGermany',
  vatNumber: 'DE 287654321',
  username: 'agency@demo.sumarhus.is',
  password: 'demo-agency-2027',
} as const;

/** The demo's member of staff (README, Demo logins): the back office under /en/staff/, as its admin. */
export const DEMO_STAFF = {
  username: 'staff@demo.sumarhus.is',
  password: 'demo-staff-2027',
} as const;

/** The demo's owner (README, Demo logins): the owner portal under /en/owner/, for the owner of the most houses. */
export const DEMO_OWNER = {
  username: 'owner@demo.sumarhus.is',
  password: 'demo-owner-2027',
} as const;

/** The demo's logins, written in the demo seed's transaction (only ever into a database without users). */
export async function createDemoLogins(tx: Queryable): Promise<void> {
  await createDemoAgency(tx);
  await createStaffUser(tx, { ...DEMO_STAFF, staffRole: 'admin' });
  await createDemoOwner(tx);
}

/** The owner's login for the demo owner with the most houses (the first by code of those): several to look at. */
async function createDemoOwner(tx: Queryable): Promise<void> {
  const [owner] = await tx.query<{ id: number; name: string }>(
    `select o.id, o.name from owners o join houses h on h.owner_id = o.id
      group by o.id, o.name, o.code order by count(*) desc, o.code limit 1`,
  );
  if (owner) await createOwnerUser(tx, { ...DEMO_OWNER, ownerId: owner.id, name: owner.name });
}

/**
 * Creates the demo agency and its user when there are no company users at all;
 * does nothing otherwise. True when it created them.
 */
export async function ensureDemoAgencyUser(db: Db): Promise<boolean> {
  if ((await countUsers(db, 'company')) > 0) return false;
  try {
    await db.transaction(createDemoAgency);
    return true;
  } catch (err) {
    if (err instanceof UsernameTakenError) return false; // another process was first
    throw err;
  }
}

async function createDemoAgency(tx: Queryable): Promise<void> {
  const companyId = await upsertCompany(tx, {
    name: DEMO_AGENCY.company,
    key: DEMO_AGENCY.key,
    email: DEMO_AGENCY.email,
    address: DEMO_AGENCY.address,
    vatNumber: DEMO_AGENCY.vatNumber,
  });
  await createCompanyUser(tx, { username: DEMO_AGENCY.username, password: DEMO_AGENCY.password, companyId });
}
