/**
 * Line icons of the house highlights (24 × 24, stroke = currentColor),
 * decorative: the highlight's name is always written beside it. Ids 4–13
 * (dishwasher … baby chair) are fixed (docs/product/entities.md#regions-and-reference-data);
 * the catalogue's other highlights have one each too, and an unknown id gets a check mark.
 */
const PATHS: Record<number, string> = {
  1: 'M4 11h16v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM2 11h20M9 7V4M12 7V3M15 7V4', // kitchen
  2: 'M3 21h18M5 21v-5h14v5M12 16V8M4 8a8 4 0 0 1 16 0z', // terrace
  3: 'M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3', // parking
  4: 'M5 3h14v18H5zM5 8h14M8 5.5h.01M11 5.5h.01M12 17.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6', // dishwasher
  5: 'M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01', // internet
  6: 'M3 5h18v12H3zM8 21h8M12 17v4', // tv
  7: 'M5 3h14v18H5zM5 7h14M8 5h.01M12 18a4 4 0 1 0 0-8 4 4 0 0 0 0 8M9.5 14.5c1.5-1 3.5 1 5 0', // washing machine
  8: 'M5 3h14v18H5zM5 7h14M8 5h.01M12 18a4 4 0 1 0 0-8 4 4 0 0 0 0 8M10 13h4M10 15h4', // dryer
  9: 'M3 12h18v5a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM7 9c0-1.5 1-1.5 1-3S7 4.5 7 3M12 9c0-1.5 1-1.5 1-3s-1-1.5-1-3M17 9c0-1.5 1-1.5 1-3s-1-1.5-1-3', // hot tub
  10: 'M3 10h18a9 8 0 0 1-18 0M8 17l-2 5M16 17l2 5M12 18v4M9 6c0-1 1-1 1-2.5M14 6c0-1 1-1 1-2.5', // bbq
  11: 'M12 4.5h.01M11 8h3l-1 6h4.5l2 5M8.5 10.5a6 6 0 1 0 7.5 8', // wheelchair
  12: 'M3 21h18M5 21V10l7-6 7 6v11M9 21v-5h6v5M10 13c0-1 1-1 1-2M13.5 13c0-1 1-1 1-2', // sauna
  13: 'M8 3h8v7H8zM5 10h14M8 10 6 21M16 10l2 11M7 16h10', // baby chair
  14: 'M8.5 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M15.5 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M5 12a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M19 12a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M12 11c-3 0-5 4-5 6.5s2 3.5 5 2c3 1.5 5 .5 5-2S15 11 12 11', // pets
  15: 'M6 21V8h12v13M4 8h16M10 3h4v5h-4zM9 17.5c0-2 3-2 3-5 0 3 3 3 3 5a3 3 0 0 1-6 0', // wood stove
  16: 'M2 13c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M2 18c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M16 4a3 3 0 1 0 0 .01', // sea view
  17: 'M2 20 9 8l4 6 3-4 6 10zM16 5h.01', // mountain view
  18: 'M5 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h14M15 10h2a2 2 0 0 1 2 2v4a1 1 0 0 0 2 0V9l-2-2M10 7l-2 4h4l-2 4', // EV charger
};

const FALLBACK = 'M5 12l5 5L20 7';

export function HighlightIcon({ id, size = 24 }: { id: number; size?: number }) {
  return (
    <svg
      className="icon highlight-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-highlight={id}
    >
      <path d={PATHS[id] ?? FALLBACK} />
    </svg>
  );
}
