import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchSuggestion } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { matchSuggestions } from './suggestions.ts';
import { useSuggestionIndex } from './useSuggestionIndex.ts';

/** The option `step` (±1) away from `current` (-1: none), going round. */
function stepFrom(current: number, step: number, count: number): number {
  if (current === -1) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * The suggestion list of a search text: which matches show, which is active,
 * the keys (arrows move, Enter picks, Escape closes, a second Escape clears)
 * and picking (a house leads to its page; an area goes into the text and to
 * onPick).
 */
export function useSuggestions(value: string, onChange: (text: string) => void, onPick?: (text: string) => void) {
  const { locale } = useI18n();
  const navigate = useNavigate();
  const { index, prepare } = useSuggestionIndex();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const matches = index ? matchSuggestions(index, value) : [];
  const expanded = open && matches.length > 0;
  const activeIndex = active < matches.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (s: SearchSuggestion) => {
    close();
    if (s.house.type === 'house' && s.house.slug && s.house.regionSlug) {
      navigate(pathFor('house', locale, { region: s.house.regionSlug, slug: s.house.slug }));
      return;
    }
    onChange(s.house.name);
    onPick?.(s.house.name);
  };

  const type = (text: string) => {
    prepare();
    onChange(text);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!matches.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => stepFrom(i < matches.length ? i : -1, step, matches.length));
    } else if (e.key === 'Enter') {
      if (expanded && activeIndex >= 0) {
        e.preventDefault();
        pick(matches[activeIndex]);
      } else setOpen(false);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        close();
      } else if (value) {
        e.preventDefault();
        onChange('');
      }
    }
  };

  return { matches, expanded, activeIndex, setActive, prepare, pick, type, onKeyDown, onBlur: () => setOpen(false) };
}
