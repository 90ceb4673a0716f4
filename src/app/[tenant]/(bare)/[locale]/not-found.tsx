import { getTranslations } from 'next-intl/server';

// A service-layer identifier nobody published in this shop's language: a 404 with a short word, no links to browse.
export default async function ServiceLayerNotFound() {
  const t = await getTranslations();
  return (
    <div className="flex flex-col gap-1 py-2">
      <h1 className="text-2xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p>{t('serviceLayer.notFound')}</p>
    </div>
  );
}
