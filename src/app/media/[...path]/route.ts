import { editorialImage } from '@/demo/images/editorial-image';
import { productImage } from '@/demo/images/product-image';
import { mediaCacheDir } from '@/platform/media/svg-raster';

export const runtime = 'nodejs';

// Generated product and editorial pictures. The proxy skips paths with a file extension, so /media/….webp arrives here directly.
// A picture never changes under its URL (the URL carries the drawing version), so browsers and CDNs keep it a year.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const image =
    path[0] === 'editorial' ? await editorialImage(path, mediaCacheDir()) : await productImage(path, mediaCacheDir());
  if (!image) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
    });
  }
  return new Response(new Uint8Array(image), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(image.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
