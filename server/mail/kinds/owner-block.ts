/**
 * To staff, in English: an owner blocked nights of their house on the owner portal, or removed
 * such a block (docs/product/owner-portal.md#blocks). Sent to STAFF_EMAIL with a link to the
 * house's page in the back office, where the block shows in the calendar and the trail.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import { day } from '../../documents/format.ts';
import { button, letterBody } from '../letter.ts';
import type { OutgoingMail } from '../outbox.ts';

export interface OwnerBlockNews {
  change: 'added' | 'removed';
  owner: { code: string; name: string };
  house: { code: string; name: string };
  from: IsoDate;
  to: IsoDate;
  note: string | null;
}

export function ownerBlockMail(news: OwnerBlockNews, to: { staffEmail: string; houseUrl: string }): OutgoingMail {
  const { owner, house } = news;
  const nights = `${day(news.from, 'en')} to ${day(news.to, 'en')}`;
  const did = news.change === 'added' ? `blocked ${nights} for their own use` : `removed their block of ${nights}`;
  const lines = [
    `The owner ${owner.name} (${owner.code}) ${did} at ${house.name} (${house.code}).`,
    ...(news.note ? [`Their note: ${news.note}`] : []),
    button('The house’s calendar in the back office:', 'Open the house', to.houseUrl),
  ];
  return {
    kind: 'owner-block',
    to: to.staffEmail,
    subject: `Owner ${news.change === 'added' ? 'block' : 'block removed'}: ${house.code}, ${nights}`,
    ...letterBody({ locale: 'en', company: null, parts: lines }),
  };
}
