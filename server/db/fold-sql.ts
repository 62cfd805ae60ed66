/**
 * fold() of contract/search-text.ts in SQL: search_key() (the database's copy
 * of searchKey()) without the characters IGNORED_IN_NAMES, so both databases
 * fold a column as the app folds the search text (docs/product/screens.md).
 */
import { IGNORED_IN_NAMES } from '../../contract/search-text.ts';

const IGNORED_LITERAL = `'${IGNORED_IN_NAMES.replaceAll("'", "''")}'`;

/** The SQL of fold(expression). */
function foldSql(expression: string): string {
  return `translate(search_key(${expression}), ${IGNORED_LITERAL}, '')`;
}

/** Whether the folded `expression` contains `param`, a placeholder holding a fold()ed, non-empty text. */
export function foldedContains(expression: string, param: string): string {
  return `${foldSql(expression)} like '%' || ${param} || '%'`;
}
