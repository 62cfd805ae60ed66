import type { HouseDetail } from '../../api/house.ts';
import { LocationBlock } from './LocationBlock.tsx';
import { Reviews } from './Reviews.tsx';
import { Guestbook, Highlights, NearbyLinks, SleepingArrangements } from './Sections.tsx';

/** The house page's sections below the intro and the price box (loaded as the visitor scrolls to them). */
export function HouseRest({ house }: { house: HouseDetail }) {
  return (
    <>
      <SleepingArrangements floors={house.bedroomsSetup ?? []} />
      <Highlights items={house.highlights ?? []} />
      <LocationBlock house={house} />
      <NearbyLinks house={house} />
      <Guestbook entries={house.guestbook ?? []} />
      <Reviews rating={house.rating} reviews={house.reviews ?? []} />
    </>
  );
}
