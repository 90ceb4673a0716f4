// URLs of the editorial pictures (home hero, category tiles): /media/editorial/<version>/<format>/<name>/<width>.webp.
// Content names the largest width; the page offers every width of the format as srcset, so the browser loads the size
// it shows. The format and width come from closed lists; the name is checked by the media route against the drawings.
export const EDITORIAL_VERSION = 'v1';

export const editorialFormats = {
  /** 2:1, the hero's stage. */
  wide: { ratio: 2, widths: [480, 768, 1024, 1440, 1920] },
  /** 1:1, a category tile. */
  square: { ratio: 1, widths: [200, 320, 480, 640] },
} as const;

export type EditorialFormat = keyof typeof editorialFormats;

export interface EditorialRef {
  format: EditorialFormat;
  name: string;
  width: number;
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FILE = /^([0-9]{3,4})\.webp$/;

export function editorialPath({ format, name, width }: EditorialRef): string {
  return `/media/editorial/${EDITORIAL_VERSION}/${format}/${name}/${width}.webp`;
}

const isFormat = (value: unknown): value is EditorialFormat =>
  typeof value === 'string' && Object.hasOwn(editorialFormats, value);

/** The picture the segments after /media/ name, or null when the format, name or width is not one this shop draws. */
export function parseEditorialPath(segments: readonly string[]): EditorialRef | null {
  if (segments.length !== 5) return null;
  const [area, version, format, name, file] = segments;
  if (area !== 'editorial' || version !== EDITORIAL_VERSION || !isFormat(format) || !NAME.test(name ?? '')) return null;
  const width = Number(FILE.exec(file ?? '')?.[1]);
  if (!(editorialFormats[format].widths as readonly number[]).includes(width)) return null;
  return { format, name: name!, width };
}

/** The height of a width in a format. */
export function editorialHeight(format: EditorialFormat, width: number): number {
  return Math.round(width / editorialFormats[format].ratio);
}

/** `src 480w, …` for an editorial picture URL; undefined for any other picture (served as it is). */
export function editorialSrcSet(src: string): string | undefined {
  const ref = src.startsWith('/media/') ? parseEditorialPath(src.slice('/media/'.length).split('/')) : null;
  if (!ref) return undefined;
  return editorialFormats[ref.format].widths
    .map((width) => `${editorialPath({ ...ref, width })} ${width}w`)
    .join(', ');
}
