import { preloadMap } from './MapPanel.tsx';
import { useI18n } from '../../i18n/i18n.ts';

export type ListView = 'list' | 'map';

/** On phones: the list or the map (the map's code starts loading on approach). */
export function ViewSwitch({
  view,
  onView,
  hydrated,
}: {
  view: ListView;
  onView(view: ListView): void;
  hydrated: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="list-view-switch" role="group" aria-label={t('search.view.label')}>
      <button
        type="button"
        className="list-view-switch__button"
        aria-pressed={view === 'list'}
        onClick={() => onView('list')}
        disabled={!hydrated}
      >
        {t('search.view.list')}
      </button>
      <button
        type="button"
        className="list-view-switch__button"
        aria-pressed={view === 'map'}
        onPointerEnter={preloadMap}
        onFocus={preloadMap}
        onClick={() => onView('map')}
        disabled={!hydrated}
      >
        {t('search.view.map')}
      </button>
    </div>
  );
}
