import { useI18n } from '../i18n/i18n.ts';

/**
 * The document title and description; React hoists them into <head>. The site's
 * name follows the title unless the title (an editor's, from the content) names
 * the site already: "Sumarhus Blog", "… | Sumarhus".
 */
export function PageHead({ title, description }: { title: string; description?: string }) {
  const { t } = useI18n();
  const site = t('common.siteName');
  const full = title.toLowerCase().includes(site.toLowerCase()) ? title : `${title} | ${site}`;
  return (
    <>
      <title>{full}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={full} />
      {description && <meta property="og:description" content={description} />}
    </>
  );
}
