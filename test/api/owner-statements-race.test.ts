// Two server processes on one PostgreSQL, two staff issuing the same month and marking the same
// payout at the same moment (docs/product/statements.md#issuing-a-month): one result each time —
// one set of statements, one mail per owner, each payout paid once.
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { bookWeek, call, json, serveApi, thursdayFrom, type Api } from './reservation-support.ts';

const SECRET = 'issuerace-secret-shared-by-both-processes';
const ROUNDS = ['2028-01', '2028-02'];

describe('issuing a month and paying its payouts from two server processes at once', function () {
  this.timeout(300_000);
  // The processes' clock is after the months; the bookings are made before them, in process.
  const shared = twoServersOnPostgres('issuerace', { FIXED_NOW: '2028-03-10T09:00:00Z' });
  const { servers } = shared;
  let booker: Api;
  let staff: Record<string, string>;
  before(async () => {
    booker = await serveApi(shared.db, { JWT_SECRET: SECRET });
    ({ staff } = await staffAndAgencyHeaders(shared.db, booker.config));
    const houses = await shared.db.query<{ code: string }>(
      `select code from houses where published and owner_id is not null and max_persons >= 2 order by id limit 6`,
    );
    for (const [i, { code }] of houses.entries())
      await bookWeek(booker, code, thursdayFrom(addDays('2028-01-03', 14 * (i % 3))));
  });
  after(() => booker?.close());

  /** The month's statements, the owners among them with an e-mail, and the statement mails (all and with different subjects). */
  const statements = async (month: string) =>
    (
      await shared.db.query<{ n: number; reachable: number; mails: number; different: number }>(
        `select (select count(*)::int from owner_statements where period_from = $1) as n,
                (select count(*)::int from owner_statements s join owners o on o.id = s.owner_id
                  where s.period_from = $1 and o.email is not null) as reachable,
                count(*)::int as mails, count(distinct subject)::int as different
           from outbox_messages where kind = 'owner-statement' and subject like '%-' || $2 || '%'`,
        [`${month}-01`, month],
      )
    )[0];

  for (const month of ROUNDS)
    it(`issues ${month} once, whichever process comes first`, async () => {
      const answers = await Promise.all(
        servers.map((server) => call(server, 'POST', `/api/staff/statements/${month}`, { headers: staff })),
      );
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200]);
      const issued = await Promise.all(answers.map((a) => json<{ issued: boolean }>(a)));
      expect(issued.map((a) => a.issued).sort()).to.deep.equal([false, true]);
      const after = await statements(month);
      if (month === ROUNDS[0]) expect(after.n).to.be.greaterThan(0);
      expect([after.mails, after.different]).to.deep.equal([after.reachable, after.reachable]);

      const again = await call(servers[1], 'POST', `/api/staff/statements/${month}`, { headers: staff });
      expect(await json<{ issued: boolean }>(again)).to.include({ issued: false });
      expect(await statements(month)).to.deep.equal(after);
    });

  it('marks a payout paid once when both processes mark it at once', async () => {
    const [payout] = await shared.db.query<{ number: string }>(
      `select number from owner_statements where period_from = '2028-01-01' and payout_cents > 0 order by number limit 1`,
    );
    const answers = await Promise.all(
      servers.map((server, i) =>
        call(server, 'POST', `/api/staff/payouts/${payout.number}/paid`, {
          headers: staff,
          json: { paidOn: '2028-02-05', reference: `RACE-${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409]);
    const rows = await shared.db.query<{ reference: string }>(
      `select p.reference from owner_payouts p join owner_statements s on s.id = p.statement_id where s.number = $1`,
      [payout.number],
    );
    expect(rows).to.have.length(1);
  });
});
