import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { shortlistCookie, withShortlisted } from '../../../contract/shortlist.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { Icon } from '../icons/IconSprite.tsx';
import { SHORTLIST_FORM } from './ShortlistForm.tsx';
import './shortlist.css';

export interface ShortlistButtonProps {
  code: string;
  /** The house's name: the label says which house ("Add Hekla to the shortlist"). */
  name?: string;
  /** 'heart': the round heart (cards, house page); 'text': a plain "Remove" button (the shortlist page). */
  variant?: 'heart' | 'text';
  className?: string;
}

/**
 * The shortlist heart (docs/product/screens.md#shortlist): a toggle button (aria-pressed).
 * Before hydration, or without JavaScript, it submits the page's shortlist
 * form (ShortlistForm: `add` or `remove` = the code, and `back`) to
 * /{locale}/shortlist/, and the server sets the cookie and answers 303 back
 * to this page; once hydrated the button toggles the store and the cookie at
 * once, without a reload.
 */
export function ShortlistButton({ code, name, variant = 'heart', className }: ShortlistButtonProps) {
  const { t } = useI18n();
  const store = useStore();
  const { shortlist } = useStoreSnapshot(store);
  const on = shortlist.includes(code);
  const remove = variant === 'text' || on;
  const label = remove ? t('shortlist.remove') : t('shortlist.add');
  const fullLabel = name ? t(remove ? 'shortlist.removeHouse' : 'shortlist.addHouse', { name }) : label;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const next = withShortlisted(store.shortlist, code, !remove);
    store.shortlist = next;
    document.cookie = shortlistCookie(next, window.location.protocol === 'https:');
  };
  // A button's type is "submit" by default.
  const submit = { form: SHORTLIST_FORM, name: remove ? 'remove' : 'add', value: code, onClick } as const;

  return variant === 'text' ? (
    <button
      {...submit}
      className={['button button--secondary button--small shortlist-remove', className].filter(Boolean).join(' ')}
      aria-label={fullLabel}
    >
      {t('shortlist.page.removeButton')}
    </button>
  ) : (
    <button
      {...submit}
      className={['shortlist-heart', className].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={fullLabel}
    >
      <Icon name="heart" size={22} />
    </button>
  );
}
