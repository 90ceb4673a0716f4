// The editorial picture a /media/editorial/… URL names, rendered on first request and served from the file cache after.
import { editorialPath, parseEditorialPath } from '@/commerce/content/editorial-media';
import { cachedFile } from '@/platform/media/file-cache';
import { svgToWebp } from '@/platform/media/svg-raster';
import { editorialSvg } from './editorial-pictures';

/** WebP bytes for the path segments after /media/, or null when they name no editorial picture. */
export async function editorialImage(segments: readonly string[], cacheDir: string): Promise<Buffer | null> {
  const ref = parseEditorialPath(segments);
  if (!ref) return null;
  const svg = editorialSvg(ref);
  if (!svg) return null;
  // Rebuilt from the parsed reference, never from the raw segments.
  return cachedFile(cacheDir, editorialPath(ref).slice('/media/'.length), () => svgToWebp(svg));
}
