// Issue 13, finding 6: pictures are decoded within a pixel limit and written anew; what does not decode as the
// format its bytes claim is refused, and nothing that rode along in a file survives.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeBmp } from './decode-bmp';
import { imagePixelLimit, reencodeImage } from './reencode-image';
import { sniffContentType } from './sniff-content-type';
import { bmp24, pngBytes, pngDeclaring } from './uploads-factories';

const text = (data: Uint8Array) => Buffer.from(data).toString('latin1');
const picture = (format: 'jpeg' | 'gif' | 'png' | 'webp') =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#c03' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));
const sniff = async (data: Uint8Array) => sniffContentType(new Blob([new Uint8Array(data)]));

const payload =
  '<html><body><script>alert(document.cookie)</script><svg onload="alert(1)"></svg></body></html>';

/** A JPEG with a comment segment (COM) right after SOI carrying `content`. */
function withJpegComment(jpeg: Uint8Array, content: string): Uint8Array {
  const body = Buffer.from(content, 'latin1');
  const segment = Buffer.alloc(4 + body.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  body.copy(segment, 4);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]));
}

/** A GIF with a comment extension carrying `content`, placed before the first image. */
function withGifComment(gif: Uint8Array, content: string): Uint8Array {
  const flags = gif[10]!;
  const afterColours = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const blocks: number[] = [0x21, 0xfe];
  const body = Buffer.from(content, 'latin1');
  for (let i = 0; i < body.length; i += 255) {
    const part = body.subarray(i, i + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  return new Uint8Array(
    Buffer.concat([gif.subarray(0, afterColours), Buffer.from(blocks), gif.subarray(afterColours)]),
  );
}

describe('reencodeImage', () => {
  it('refuses a decompression bomb, a 70-byte PNG that declares 100,000 × 100,000 pixels, from its header', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await sniff(bomb)).toBe('image/png');
    const started = performance.now();
    expect(await reencodeImage(bomb, 'image/png')).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('draws the limit at 50 megapixels', async () => {
    expect(imagePixelLimit).toBe(50_000_000);
    expect(await reencodeImage(pngDeclaring(10_000, 5_001), 'image/png')).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
    // Within the limit, the same empty file is refused for what it is: no pixels.
    expect(await reencodeImage(pngDeclaring(10_000, 5_000), 'image/png')).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('writes a JPEG with HTML in a comment anew, without the HTML', async () => {
    const polyglot = withJpegComment(await picture('jpeg'), payload);
    expect(text(polyglot)).toContain('<script>');
    expect(await sniff(polyglot)).toBe('image/jpeg');
    const kept = await reencodeImage(polyglot, 'image/jpeg');
    expect(kept).toMatchObject({ ok: true, contentType: 'image/jpeg', width: 24, height: 16 });
    if (!kept.ok) return;
    expect(text(kept.bytes)).not.toMatch(/<html|<script|<svg|alert/i);
    expect((await sharp(kept.bytes).metadata()).format).toBe('jpeg');
  });

  it('keeps no HTML appended after a JPEG’s end (the classic polyglot): written anew or refused', async () => {
    const jpeg = await picture('jpeg');
    const polyglot = new Uint8Array([...jpeg, ...Buffer.from(payload, 'latin1')]);
    const kept = await reencodeImage(polyglot, 'image/jpeg');
    if (kept.ok) expect(text(kept.bytes)).not.toMatch(/<html|<script|<svg/i);
    else expect(kept.reason).toBe('unreadable');
  });

  it('writes a GIF with an <svg> comment anew, without the SVG', async () => {
    const polyglot = withGifComment(await picture('gif'), payload);
    expect(text(polyglot)).toContain('<svg');
    expect(await sniff(polyglot)).toBe('image/gif');
    const kept = await reencodeImage(polyglot, 'image/gif');
    expect(kept).toMatchObject({ ok: true, contentType: 'image/gif' });
    if (kept.ok) expect(text(kept.bytes)).not.toMatch(/<svg|<script|alert/i);
  });

  it('refuses a GIF header followed by SVG markup: it does not decode as a GIF', async () => {
    const fake = new Uint8Array(Buffer.from(`GIF89a${payload}`, 'latin1'));
    expect(await sniff(fake)).toBe('image/gif');
    expect(await reencodeImage(fake, 'image/gif')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses content that decodes as another format than the one its bytes were sniffed as, or not at all', async () => {
    expect(await reencodeImage(await picture('png'), 'image/jpeg')).toEqual({
      ok: false,
      reason: 'not-as-claimed',
    });
    expect(
      await reencodeImage(new TextEncoder().encode('hello, this is not a picture'), 'image/png'),
    ).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(await reencodeImage(pngBytes, 'image/tiff')).toEqual({ ok: false, reason: 'not-as-claimed' });
    const jpeg = await picture('jpeg');
    expect(await reencodeImage(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg')).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('drops metadata (camera, place) and turns the picture upright by its EXIF orientation', async () => {
    const tagged = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#08f' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Testkamera', Artist: 'Erika Mustermann' } } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const kept = await reencodeImage(new Uint8Array(tagged), 'image/jpeg');
    expect(kept).toMatchObject({ ok: true, width: 10, height: 30 });
    if (!kept.ok) return;
    const metadata = await sharp(kept.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(text(kept.bytes)).not.toContain('Erika Mustermann');
  });

  it('keeps PNG, WebP and GIF in their format', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      expect(await reencodeImage(await picture(format), `image/${format}`)).toMatchObject({
        ok: true,
        contentType: `image/${format}`,
      });
    }
  });

  it('decodes AV1-coded HEIF (what sharp on this machine can read) and keeps it as JPEG', async () => {
    const heif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    expect(await reencodeImage(new Uint8Array(heif), 'image/heif')).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
      width: 16,
    });
  });

  it('keeps a BMP as PNG, and refuses a BMP that declares more pixels than the limit', async () => {
    const kept = await reencodeImage(bmp24(3, 2, [200, 10, 30]), 'image/bmp');
    expect(kept).toMatchObject({ ok: true, contentType: 'image/png', width: 3, height: 2 });
    if (!kept.ok) return;
    const { data } = await sharp(kept.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([200, 10, 30]);

    const huge = bmp24(1, 1, [0, 0, 0]);
    new DataView(huge.buffer).setInt32(18, 100_000, true);
    new DataView(huge.buffer).setInt32(22, 100_000, true);
    expect(await reencodeImage(huge, 'image/bmp')).toEqual({ ok: false, reason: 'too-many-pixels' });
  });
});

describe('decodeBmp', () => {
  it('refuses RLE, which lets a small file declare a big picture, and a file shorter than its pixels', () => {
    const rle = bmp24(2, 2, [1, 2, 3]);
    new DataView(rle.buffer).setUint16(28, 8, true);
    new DataView(rle.buffer).setUint32(30, 1, true);
    expect(decodeBmp(rle, imagePixelLimit)).toBe('unsupported-coding');
    const short = bmp24(20, 20, [1, 2, 3]).subarray(0, 200);
    expect(decodeBmp(short, imagePixelLimit)).toBe('unreadable');
  });
});
