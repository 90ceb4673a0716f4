// The content preview's banner (SPEC §4, decision 0045): on every page while this browser previews drafts, above
// everything, with the button that ends the preview. A region, so an editor finds it from the landmark list; it is
// only ever in pages rendered for this browser alone (isPreviewRequest), never in a cached one.
import { getTranslations } from 'next-intl/server';
import { isPreviewRequest } from '@/platform/content/preview-request';
import { contentApiPaths } from '@/platform/routing/api-paths/content';
import { EndPreviewButton } from './end-preview-button';

export async function PreviewBanner() {
  if (!(await isPreviewRequest())) return null;
  const t = await getTranslations('shell.preview');
  return (
    <section
      aria-label={t('label')}
      data-testid="preview-banner"
      className="border-b-2 border-ink bg-ink px-2 py-1 text-sm text-page"
    >
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center justify-between gap-1">
        <p className="font-semibold">{t('text')}</p>
        <EndPreviewButton label={t('end')} closeFailed={t('closeFailed')} endPath={contentApiPaths.previewEnd} />
      </div>
    </section>
  );
}
