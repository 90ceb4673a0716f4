// An uploaded picture, decoded within a pixel limit and written anew (decision 0019): what is kept is what the
// decoder saw — pixels — and never the bytes the client sent. Whatever rode along in the file (metadata, comments,
// HTML or SVG after or inside it, a second format's header) does not survive; a file that does not decode as the
// format its bytes claim is refused.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeBmp } from './decode-bmp';

/** 50 megapixels: a 48 MP phone photo fits, a decompression bomb does not (8,192 × 6,144 is 50.3 MP). */
export const imagePixelLimit = 50_000_000;

/** Decoding and encoding one picture may take this long; a crafted file cannot hold the server longer. */
const timeoutSeconds = 10;

export type KeptImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export type ReencodedImage =
  | { ok: true; bytes: Uint8Array; contentType: KeptImageType; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'not-as-claimed' | 'too-many-pixels' | 'unsupported-coding' };

/** The format sharp must find for a sniffed MIME type, and the format the picture is kept in. */
const formats: Record<string, { decoder: string; keep: KeptImageType }> = {
  'image/jpeg': { decoder: 'jpeg', keep: 'image/jpeg' },
  'image/png': { decoder: 'png', keep: 'image/png' },
  'image/webp': { decoder: 'webp', keep: 'image/webp' },
  'image/gif': { decoder: 'gif', keep: 'image/gif' },
  // HEIC/HEIF becomes JPEG: browsers outside Safari show no HEIF, and encoding AV1 again would cost seconds.
  'image/heic': { decoder: 'heif', keep: 'image/jpeg' },
  'image/heif': { decoder: 'heif', keep: 'image/jpeg' },
  'image/heic-sequence': { decoder: 'heif', keep: 'image/jpeg' },
  'image/heif-sequence': { decoder: 'heif', keep: 'image/jpeg' },
  // BMP becomes PNG: the same pixels, lossless, a tenth of the size.
  'image/bmp': { decoder: 'bmp', keep: 'image/png' },
};

function encode(image: Sharp, type: KeptImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
  }
}

/**
 * Decodes `bytes` as the format `sniffedType` names (the type read from the bytes, never the client's claim) and
 * writes it anew: turned upright by its EXIF orientation, metadata dropped, only the first frame of an animation.
 */
export async function reencodeImage(bytes: Uint8Array, sniffedType: string): Promise<ReencodedImage> {
  const format = formats[sniffedType.toLowerCase()];
  if (!format) return { ok: false, reason: 'not-as-claimed' };

  let image: Sharp;
  if (format.decoder === 'bmp') {
    const bitmap = decodeBmp(bytes, imagePixelLimit);
    if (typeof bitmap === 'string') return { ok: false, reason: bitmap };
    image = sharp(bitmap.rgba, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } });
  } else {
    image = sharp(bytes, { limitInputPixels: imagePixelLimit, failOn: 'warning', animated: false });
    let metadata: Metadata;
    try {
      metadata = await image.metadata();
    } catch (error) {
      // sharp compares the header's dimensions with limitInputPixels before it decodes a single pixel.
      const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
      return { ok: false, reason: overLimit ? 'too-many-pixels' : 'unreadable' };
    }
    if (metadata.format !== format.decoder) return { ok: false, reason: 'not-as-claimed' };
    // Read from the header as well, in case a decoder's metadata call does not apply the limit.
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > imagePixelLimit)
      return { ok: false, reason: 'too-many-pixels' };
    // sharp's prebuilt libvips decodes AV1-coded HEIF only; HEVC needs a patented decoder it does not carry.
    if (format.decoder === 'heif' && metadata.compression !== 'av1')
      return { ok: false, reason: 'unsupported-coding' };
  }

  try {
    const { data, info } = await encode(image.rotate(), format.keep)
      .timeout({ seconds: timeoutSeconds })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      bytes: new Uint8Array(data),
      contentType: format.keep,
      width: info.width,
      height: info.height,
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
