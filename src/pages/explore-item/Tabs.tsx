import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { useReplaceAddress } from '../../navigation/address.ts';

export interface Tab {
  slug: string;
  title: string;
  content: ReactNode;
}

const panelId = (slug: string) => `tab-${slug}`;
const noSubscription = () => () => {};

/**
 * "General info plus tabs by slug". Before hydration (and without JavaScript)
 * every panel shows, one after the other, and the tab row is a list of
 * in-page links (#tab-<slug>). Once hydrated it becomes an ARIA tab list:
 * one panel at a time, ←/→/Home/End move between tabs, and the address's
 * hash follows the chosen tab so a link can open it.
 */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const { t } = useI18n();
  // false on the server and while hydrating, true once hydrated: the same first render on both sides.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [chosen, setActive] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const replaceAddress = useReplaceAddress();
  // Until a tab is chosen, the address's hash (#tab-<slug>) picks one.
  const active =
    chosen ??
    (enhanced
      ? Math.max(
          0,
          tabs.findIndex((tab) => `#${panelId(tab.slug)}` === decodeURIComponent(window.location.hash)),
        )
      : 0);

  const choose = (index: number, focus = false) => {
    setActive(index);
    const url = new URL(window.location.href);
    url.hash = index === 0 ? '' : panelId(tabs[index].slug);
    replaceAddress(url.pathname + url.search + url.hash);
    if (focus) buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: active >= last ? 0 : active + 1,
      ArrowLeft: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    choose(next[event.key], true);
  };

  if (!enhanced) {
    return (
      <div className="tabs">
        <nav className="tabs__list" aria-label={label}>
          {tabs.map((tab) => (
            <a key={tab.slug} className="tabs__tab" href={`#${panelId(tab.slug)}`}>
              {tab.title}
            </a>
          ))}
        </nav>
        {tabs.map((tab) => (
          <section
            key={tab.slug}
            id={panelId(tab.slug)}
            className="tabs__panel"
            aria-labelledby={`${panelId(tab.slug)}-heading`}
          >
            <h2 className="tabs__heading" id={`${panelId(tab.slug)}-heading`}>
              {tab.title}
            </h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="tabs tabs--enhanced">
      <div className="tabs__list" role="tablist" aria-label={label || t('editorial.item.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.slug}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${panelId(tab.slug)}-tab`}
            className="tabs__tab"
            aria-selected={i === active}
            aria-controls={panelId(tab.slug)}
            tabIndex={i === active ? 0 : -1}
            onClick={() => choose(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <section
          key={tab.slug}
          id={panelId(tab.slug)}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`${panelId(tab.slug)}-tab`}
          tabIndex={0}
          hidden={i !== active}
        >
          <h2 className="tabs__heading visually-hidden">{tab.title}</h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
