import type { StaffStatement } from '../../../contract/api/staff-books.ts';
import { fetchStaffStatement, statementFiles } from '../../api/staff-books.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffStatementData {
  statement: StaffStatement;
  files: { pdf: string; csv: string };
}

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

export const loader: Loader<StaffStatementData> = async ({ api, match, locale }) => {
  const statement = await staffOnly(fetchStaffStatement(api, match.params.number));
  const { pdf, csv } = statementFiles(api, statement.number, locale);
  return { data: { statement, files: { pdf: path(pdf), csv: path(csv) } } };
};
