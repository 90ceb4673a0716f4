'use client';
// Product images: one large image and a row of thumbnails that switch it (buttons with aria-pressed).
import { useState } from 'react';

export interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function ProductGallery({ images, label, thumbLabels }: { images: GalleryImage[]; label: string; thumbLabels: string[] }) {
  const [current, setCurrent] = useState(0);
  const image = images[current];
  if (!image) return null;
  return (
    <section aria-label={label} className="flex flex-col gap-1">
      {/* eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from /media */}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className="aspect-square w-full rounded bg-surface object-contain"
      />
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-1">
          {images.map((thumb, index) => (
            <li key={thumb.src}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={thumbLabels[index]}
                onClick={() => setCurrent(index)}
                className={`block rounded border-2 ${index === current ? 'border-brand' : 'border-line'}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails of the same WebP files */}
                <img src={thumb.src} alt="" width={64} height={64} loading="lazy" className="size-8 object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
