// A content picture: width, height and alt from the content; editorial pictures of the media route get every width
// of their format as srcset, so the browser loads the size it shows.
import { editorialSrcSet } from '@/commerce/content/editorial-media';
import type { Picture } from '@/commerce/content/content-blocks';

export function EditorialImg({
  picture,
  sizes,
  priority = false,
  className,
}: {
  picture: Picture;
  sizes: string;
  /** The page's largest picture (LCP): loaded at once and first. */
  priority?: boolean;
  className?: string;
}) {
  const srcSet = editorialSrcSet(picture.src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized WebP from /media with its own srcset (as product pictures)
    <img
      src={picture.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
