'use client';
// Product images: one large image and a row of thumbnails that switch it (buttons with aria-pressed). Choosing a
// colour shows that colour's first picture.
import { useState } from 'react';
import { useChosenColour } from './chosen-colour';

export interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The colour the picture shows, where the catalog says. */
  colour: string | null;
}

const firstOf = (images: GalleryImage[], colour: string | null) => Math.max(0, images.findIndex((i) => i.colour === colour));

export function ProductGallery({ images, label, thumbLabels }: { images: GalleryImage[]; label: string; thumbLabels: string[] }) {
  const { colour } = useChosenColour();
  const [current, setCurrent] = useState(() => firstOf(images, colour));
  // A new colour chosen: its first picture (adjusted while rendering, not in an effect, so no frame shows the old).
  const [shownColour, setShownColour] = useState(colour);
  if (colour !== shownColour) {
    setShownColour(colour);
    if (images.some((i) => i.colour === colour)) setCurrent(firstOf(images, colour));
  }
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
