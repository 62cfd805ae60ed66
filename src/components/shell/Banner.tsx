import { useI18n } from '../../i18n/i18n.ts';
import { useAppState } from '../../store/store.ts';
import { SiteLink, linkFieldUrl } from '../SiteLink.tsx';
import { Icon, isIconName } from './icons.tsx';

/** The site banner from content settings: an alert (warm red) or a notice (calm blue), with an optional link. */
export function Banner() {
  const { t } = useI18n();
  const [{ settings }] = useAppState();
  if (!settings?.banner || !(settings.banner_title || settings.banner_text)) return null;
  const type = settings.banner_type === 'alert' ? 'alert' : 'notice';
  const icon = isIconName(settings.banner_icon) ? settings.banner_icon : type === 'alert' ? 'alert' : 'info';
  const href = linkFieldUrl(settings.banner_link);
  return (
    <aside className={`site-banner site-banner--${type}`} aria-label={t('shell.banner.label')}>
      <div className="container site-banner__inner">
        <Icon name={icon} size={22} className="site-banner__icon" />
        <p className="site-banner__text">
          {settings.banner_title && <strong className="site-banner__title">{settings.banner_title}</strong>}
          {settings.banner_title && settings.banner_text && ' '}
          {settings.banner_text && <span>{settings.banner_text}</span>}
        </p>
        {href && (
          <SiteLink href={href} className="site-banner__link">
            {settings.banner_link_label || t('shell.banner.more')}
            <Icon name="arrow" size={16} />
          </SiteLink>
        )}
      </div>
    </aside>
  );
}
