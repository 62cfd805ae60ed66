/**
 * Icons drawn many times on a page (the shortlist heart on every card) as
 * one `<symbol>` each, rendered once by the shell; an `<Icon>` then costs a
 * `<use>` instead of the whole path. The sprite itself is hidden and the
 * icons are decorative (aria-hidden): the buttons holding them carry the name.
 */
import './icons.css';

const SYMBOLS = {
  heart:
    'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z',
} as const;

export type IconName = keyof typeof SYMBOLS;

const symbolId = (name: IconName) => `i-${name}`;

/** The symbols, once per page (Shell). */
export function IconSprite() {
  return (
    <svg className="icon-sprite" aria-hidden="true">
      {Object.entries(SYMBOLS).map(([name, d]) => (
        <symbol key={name} id={symbolId(name as IconName)} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon of the sprite, `size` CSS px square; fill and stroke come from the CSS of its <svg>. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
