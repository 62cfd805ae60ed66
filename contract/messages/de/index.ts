import type { Messages } from '../en/index.ts';
import common from './common.ts';
import routes from './routes.ts';
import shell from './shell.ts';
import home from './home.ts';
import notFound from './not-found.ts';
import calendar from './calendar.ts';
import contact from './contact.ts';
import login from './login.ts';
import editorial from './editorial.ts';
import search from './search.ts';
import house from './house.ts';
import cart from './cart.ts';
import booking from './booking.ts';
import account from './account.ts';
import shortlist from './shortlist.ts';
import staff from './staff.ts';
import staffTools from './staff-tools.ts';
import staffHouse from './staff-house.ts';
import staffReports from './staff-reports.ts';
import owner from './owner.ts';

/** Typed against the English messages: a missing key fails the type check. */
const de: Messages = {
  common,
  route: routes,
  shell,
  home,
  notFound,
  calendar,
  login,
  contact,
  editorial,
  house,
  cart,
  search,
  booking,
  account,
  shortlist,
  staff,
  staffTools,
  staffHouse,
  staffReports,
  owner,
};
export default de;
