import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type Fuse from 'fuse.js';
import type { SearchSuggestion } from '../../api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../routes.ts';
import { useStore } from '../../store/store.ts';
import { useBrowserApi } from './hooks.ts';
import { loadSuggestions, matchSuggestions, suggestionIndex } from './suggestions.ts';
import './search-box.css';

/**
 * The search text with name suggestions: an ARIA 1.2 combobox. Typing shows
 * up to 5 fuzzy matches of house and area names; arrow keys move through
 * them (aria-activedescendant), Enter picks one, Escape closes the list (a
 * second Escape clears the text). A house leads to its page; an area is put
 * into the box and handed to onPick. Without a pick, Enter submits the form
 * around it. Before scripts run it is a plain text field named `name`.
 */
export function SearchBox({ value, onChange, onPick, name = 'search', label, placeholder, className }: {
  value: string;
  onChange(text: string): void;
  /** An area (or a typed text confirmed from the list) was chosen. */
  onPick?(text: string): void;
  name?: string;
  label?: string;
  placeholder?: string;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const api = useBrowserApi();
  const store = useStore();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  // Kept with its language: a language switch keeps this component but needs the other names.
  const [built, setBuilt] = useState<{ locale: string; index: Fuse<SearchSuggestion> } | null>(null);
  const index = built?.locale === locale ? built.index : null;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const loading = useRef(false);

  const prepare = () => {
    if (index || loading.current) return;
    loading.current = true;
    loadSuggestions(api, store)
      .then((items) => suggestionIndex(items))
      .then((made) => setBuilt({ locale: api.locale, index: made }), () => {})
      .finally(() => {
        loading.current = false;
      });
  };

  const matches = index ? matchSuggestions(index, value) : [];
  const expanded = open && matches.length > 0;
  const activeIndex = active < matches.length ? active : -1;

  const pick = (s: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    if (s.house.type === 'house' && s.house.slug && s.house.regionSlug) {
      navigate(pathFor('house', locale, { region: s.house.regionSlug, slug: s.house.slug }));
      return;
    }
    onChange(s.house.name);
    onPick?.(s.house.name);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!matches.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const current = i < matches.length ? i : -1;
        if (current === -1) return step > 0 ? 0 : matches.length - 1;
        return (current + step + matches.length) % matches.length;
      });
    } else if (e.key === 'Enter') {
      if (expanded && activeIndex >= 0) {
        e.preventDefault();
        pick(matches[activeIndex]);
      } else setOpen(false);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        onChange('');
      }
    }
  };

  return (
    <div className={`sbox${className ? ` ${className}` : ''}`}>
      <label className="sbox__label" htmlFor={`${id}-input`}>
        {label ?? t('search.box.label')}
      </label>
      <div className="sbox__field">
        <svg className="sbox__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.41-1.41-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z" fill="currentColor" />
        </svg>
        <input
          id={`${id}-input`}
          className="sbox__input"
          type="search"
          name={name}
          value={value}
          placeholder={placeholder ?? t('search.box.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-opt-${activeIndex}` : undefined}
          onFocus={prepare}
          onPointerEnter={prepare}
          onChange={(e) => {
            prepare();
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={listId} className="sbox__list" role="listbox" aria-label={t('search.box.suggestions')} hidden={!expanded}>
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
              onMouseMove={() => i !== activeIndex && setActive(i)}
              onClick={() => pick(s)}
            >
              <span className="sbox__name">{s.house.name}</span>
              <span className={`sbox__type sbox__type--${s.house.type}`}>{t(`search.box.${s.house.type === 'house' ? 'house' : 'area'}`)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
