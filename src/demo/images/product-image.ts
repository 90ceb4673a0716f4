// The product picture a /media/… URL names, rendered on first request and served from the file cache after.
import { cachedFile } from '@/platform/media/file-cache';
import { svgToWebp } from '@/platform/media/svg-raster';
import { parseProductImagePath, productImagePath } from '@/commerce/catalog/media-path';
import { productSvg } from './product-svg';

/** WebP bytes for the path segments after /media/, or null when they name no picture this shop draws. */
export async function productImage(segments: readonly string[], cacheDir: string): Promise<Buffer | null> {
  const ref = parseProductImagePath(segments);
  if (!ref) return null;
  // Rebuilt from the parsed reference, never from the raw segments, so nothing the client sent reaches the disk.
  const relative = productImagePath(ref).slice('/media/'.length);
  return cachedFile(cacheDir, relative, () => svgToWebp(productSvg(ref)));
}
