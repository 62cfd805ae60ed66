import { useI18n } from '../i18n/i18n.ts';

/** The document title and description; React hoists them into <head>. */
export function PageHead({ title, description }: { title: string; description?: string }) {
  const { t } = useI18n();
  const full = `${title} | ${t('common.siteName')}`;
  return (
    <>
      <title>{full}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={full} />
      {description && <meta property="og:description" content={description} />}
    </>
  );
}
