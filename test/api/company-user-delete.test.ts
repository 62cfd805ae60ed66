/**
 * Deleting a login from scripts/company-user.ts (docs/product/rules.md#roles), on PGlite and
 * PostgreSQL: one nothing names is deleted with its sessions; one named by the audit trail, a
 * booking, a note or a recorded block is refused with what names it, and stays.
 */
import { expect } from 'chai';
import type { Db } from '../../server/db/client.ts';
import { writeAudit } from '../../server/api/audit/record.ts';
import { deleteUserWithoutHistory } from '../../server/api/users/delete-user.ts';
import { createStaffUser } from '../../server/api/users/repository.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { KINDS, openTestDb } from './reservation-support.ts';

for (const kind of KINDS) {
  describe(`deleting a login on ${kind}`, function () {
    this.timeout(120000);
    let db: Db;
    before(async function () {
      db = await openTestDb(this, kind, 'user_delete');
    });
    after(async () => {
      await db?.close();
    });
    const exists = async (username: string) =>
      (await db.query('select 1 from company_users where lower(username) = lower($1)', [username])).length === 1;
    const remove = (username: string) => db.transaction((tx) => deleteUserWithoutHistory(tx, username));

    it('deletes a login nothing names, its sessions with it, whatever the case of its name', async () => {
      const user = await createStaffUser(db, {
        username: 'fresh@sumarhus.example',
        password: 'long enough pw',
        staffRole: 'staff',
      });
      await openSession(db, { jwtSecret: 'a test secret of enough length here' }, user.id);
      expect(await remove('  Fresh@Sumarhus.example ')).to.deep.equal({
        deleted: true,
        username: 'fresh@sumarhus.example',
      });
      expect(await exists('fresh@sumarhus.example')).to.equal(false);
      expect(await db.query('select 1 from sessions where user_id = $1', [user.id])).to.deep.equal([]);
      expect(await remove('fresh@sumarhus.example')).to.deep.equal({ deleted: false, reason: 'notFound' });
    });

    it('refuses a login the audit trail or a block names, saying what names it', async () => {
      const user = await createStaffUser(db, {
        username: 'worked@sumarhus.example',
        password: 'long enough pw',
        staffRole: 'admin',
      });
      await writeAudit(db, user, 'note', { type: 'reservation', key: '12345678' }, undefined, { text: 'x' });
      expect(await remove('worked@sumarhus.example')).to.deep.equal({
        deleted: false,
        reason: 'history',
        history: { auditRows: 1 },
      });
      expect(await exists('worked@sumarhus.example')).to.equal(true);

      const blocker = await createStaffUser(db, {
        username: 'blocker@sumarhus.example',
        password: 'long enough pw',
        staffRole: 'staff',
      });
      const [house] = await db.query<{ id: number }>('select id from houses order by id limit 1');
      await db.query(
        "insert into stays (house_id, kind, stay, created_by) values ($1, 'block', daterange('2031-01-01', '2031-01-08'), $2)",
        [house.id, blocker.username.toUpperCase()],
      );
      expect(await remove(blocker.username)).to.deep.include({ deleted: false, history: { blocks: 1 } });
      expect(await exists(blocker.username)).to.equal(true);
    });
  });
}
