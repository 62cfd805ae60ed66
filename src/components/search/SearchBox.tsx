import { useId, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { useSuggestions } from './useSuggestions.ts';
import { useAdoptTyped } from '../useAdoptTyped.ts';
import './search-box.css';

/**
 * The search text with name suggestions: an ARIA 1.2 combobox. Typing shows
 * up to 5 fuzzy matches of house and area names; arrow keys move through
 * them (aria-activedescendant), Enter picks one, Escape closes the list (a
 * second Escape clears the text). A house leads to its page; an area is put
 * into the box and handed to onPick. Without a pick, Enter submits the form
 * around it. Before scripts run it is a plain text field named `name`; what
 * was typed into it then is kept (useAdoptTyped).
 */
export function SearchBox({
  value,
  onChange,
  onPick,
  name = 'search',
  label,
  placeholder,
  className,
}: {
  value: string;
  onChange(text: string): void;
  /** An area (or a typed text confirmed from the list) was chosen. */
  onPick?(text: string): void;
  name?: string;
  label?: string;
  placeholder?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useAdoptTyped(root, (typed) => typed[name] !== undefined && onChange(typed[name]));
  const { matches, expanded, activeIndex, setActive, prepare, pick, type, onKeyDown, onBlur } = useSuggestions(
    value,
    onChange,
    onPick,
  );

  return (
    <div ref={root} className={`sbox${className ? ` ${className}` : ''}`}>
      <label className="sbox__label" htmlFor={`${id}-input`}>
        {label ?? t('search.box.label')}
      </label>
      <div className="sbox__field">
        <svg className="sbox__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.41-1.41-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z"
            fill="currentColor"
          />
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
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-opt-${activeIndex}` : undefined}
          onFocus={prepare}
          onPointerEnter={prepare}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      </div>
      <SuggestionList
        id={id}
        matches={matches}
        expanded={expanded}
        activeIndex={activeIndex}
        onActive={setActive}
        onPick={pick}
      />
    </div>
  );
}
