import { usePage } from '../../navigation/usePage.ts';
import { Calendar } from './Calendar.tsx';
import { loader } from './load.ts';
import { Overview } from './Overview.tsx';
import { Statements } from './Statements.tsx';
import { Stays } from './Stays.tsx';

export { loader };

/** The owner portal (docs/product/owner-portal.md): the overview, a house's calendar, the stays, the statements. */
export default function OwnerPage() {
  const { data } = usePage<typeof loader>();
  if (data.screen === 'ownerCalendar') return <Calendar data={data.data} />;
  if (data.screen === 'ownerStays') return <Stays data={data.data} />;
  if (data.screen === 'ownerStatements') return <Statements data={data.data} />;
  return <Overview data={data.data} />;
}
