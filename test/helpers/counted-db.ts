import type { Db } from '../../server/db/client.ts';

/** A database and the number of statements sent through it (reset it to 0 before what is counted). */
export interface CountedDb {
  db: Db;
  statements: number;
}

/**
 * The database with its statements counted. Pass `db` everywhere: it is a
 * new object, so its DataWatch (data-version.ts) is its own too.
 */
export function countStatements(db: Db): CountedDb {
  const counted: CountedDb = {
    statements: 0,
    db: {
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        counted.statements++;
        return db.query(sql, params);
      },
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
      listen: db.listen.bind(db),
    },
  };
  return counted;
}
