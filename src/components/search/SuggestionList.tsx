import type { SearchSuggestion } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';

/** The listbox of the search box's suggestions; option i has the id `${id}-opt-${i}`. */
export function SuggestionList({
  id,
  matches,
  expanded,
  activeIndex,
  onActive,
  onPick,
}: {
  id: string;
  matches: readonly SearchSuggestion[];
  expanded: boolean;
  activeIndex: number;
  onActive(i: number): void;
  onPick(suggestion: SearchSuggestion): void;
}) {
  const { t } = useI18n();
  return (
    <ul
      id={`${id}-list`}
      className="sbox__list"
      role="listbox"
      aria-label={t('search.box.suggestions')}
      hidden={!expanded}
    >
      {expanded &&
        matches.map((s, i) => (
          <li
            key={`${s.house.type}-${s.house.slug}-${i}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === activeIndex}
            className={`sbox__option${i === activeIndex ? ' sbox__option--active' : ''}`}
            // Keep the focus in the input: the click picks the option.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== activeIndex && onActive(i)}
            onClick={() => onPick(s)}
          >
            <span className="sbox__name">{s.house.name}</span>
            <span className={`sbox__type sbox__type--${s.house.type}`}>
              {t(`search.box.${s.house.type === 'house' ? 'house' : 'area'}`)}
            </span>
          </li>
        ))}
    </ul>
  );
}
