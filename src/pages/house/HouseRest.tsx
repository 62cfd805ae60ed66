import type { HouseDetail } from '../../api/house.ts';
import { Reviews } from './Reviews.tsx';
import { Guestbook, Highlights, NearbyLinks, SleepingArrangements } from './Sections.tsx';

/** The house page's sections above the location (loaded as the visitor scrolls to them). */
export function HouseRooms({ house }: { house: HouseDetail }) {
  return (
    <>
      <SleepingArrangements floors={house.bedroomsSetup ?? []} />
      <Highlights items={house.highlights ?? []} />
    </>
  );
}

/** The house page's sections below the location (loaded as the visitor scrolls to them). */
export function HouseMore({ house }: { house: HouseDetail }) {
  return (
    <>
      <NearbyLinks house={house} />
      <Guestbook entries={house.guestbook ?? []} />
      <Reviews rating={house.rating} reviews={house.reviews ?? []} />
    </>
  );
}
