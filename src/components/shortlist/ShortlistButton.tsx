import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../i18n/i18n.ts';
import { shortlistCookie, withShortlisted } from '../../../contract/shortlist.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore } from '../../store/store.ts';
import { Icon } from '../icons/IconSprite.tsx';
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
 * The shortlist heart (SPEC §2 Shortlist): a toggle button (aria-pressed)
 * inside a tiny form. Before hydration, or without JavaScript, the form posts
 * to /{locale}/shortlist/ (code, action, back) and the server sets the cookie
 * and answers 303 back to this page; once hydrated the button toggles the
 * store and the cookie at once, without a reload.
 */
export function ShortlistButton({ code, name, variant = 'heart', className }: ShortlistButtonProps) {
  const { t, locale } = useI18n();
  const store = useStore();
  const { shortlist } = useSnapshot(store);
  const location = useLocation();
  const on = shortlist.includes(code);
  const label = variant === 'text' ? t('shortlist.remove') : on ? t('shortlist.remove') : t('shortlist.add');
  const fullLabel = name ? t(on || variant === 'text' ? 'shortlist.removeHouse' : 'shortlist.addHouse', { name }) : label;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = withShortlisted(store.shortlist, code, variant === 'text' ? false : !on);
    store.shortlist = next;
    document.cookie = shortlistCookie(next, window.location.protocol === 'https:');
  };

  return (
    <form method="post" action={pathFor('shortlist', locale)} className={['shortlist-form', className].filter(Boolean).join(' ')} onSubmit={onSubmit}>
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="action" value={variant === 'text' || on ? 'remove' : 'add'} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      {variant === 'text' ? (
        <button type="submit" className="button button--secondary button--small shortlist-remove" aria-label={fullLabel}>
          {t('shortlist.page.removeButton')}
        </button>
      ) : (
        <button type="submit" className="shortlist-heart" aria-pressed={on} aria-label={fullLabel} title={label} data-code={code}>
          <Icon name="heart" size={22} />
        </button>
      )}
    </form>
  );
}
