// The contact form's attachments with real files (issue 13, finding 6): SPEC §5's rules, plus every kept file
// decoded within the pixel limit and written anew.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngBytes, pngDeclaring } from '@/platform/uploads/uploads-factories';
import { maxDecodes, prepareAttachments } from './prepare-attachments';

const file = (data: Uint8Array | string, name: string, claimed = 'image/png') =>
  new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type: claimed });
const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer(),
  );
const codes = (verdicts: { accepted: boolean; code?: string }[]) =>
  verdicts.map((v) => (v.accepted ? 'ok' : v.code));
const html = '<html><script>alert(document.cookie)</script></html>';

describe('prepareAttachments', () => {
  it('refuses a decompression bomb, a text file named .png and a GIF header followed by SVG', async () => {
    const { verdicts, kept } = await prepareAttachments([
      file(pngDeclaring(100_000, 100_000), 'riesig.png'),
      file('hello, this is not a picture', 'notiz.png'),
      file(`GIF89a<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`, 'bild.gif', 'image/gif'),
    ]);
    expect(codes(verdicts)).toEqual(['ATTACHMENT_FORMAT', 'ATTACHMENT_FORMAT', 'ATTACHMENT_FORMAT']);
    expect(kept).toEqual([]);
  });

  it('keeps a JPEG carrying HTML only as the picture written anew', async () => {
    const picture = await jpeg();
    const polyglot = new Uint8Array([...picture, ...new TextEncoder().encode(html)]);
    const { verdicts, kept } = await prepareAttachments([file(polyglot, 'foto.jpg', 'image/jpeg')]);
    expect(codes(verdicts)).toEqual(['ok']);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ name: 'foto.jpg', contentType: 'image/jpeg', width: 8, height: 8 });
    expect(Buffer.from(kept[0]!.bytes).toString('latin1')).not.toContain('<script');
  });

  it('lets a file that does not decode take no place: the first accepted files are kept', async () => {
    const valid = Array.from({ length: 11 }, (_, i) => file(pngBytes, `f${i}.png`));
    const { verdicts, kept } = await prepareAttachments([
      file(pngDeclaring(100_000, 100_000), 'bombe.png'),
      ...valid,
    ]);
    expect(codes(verdicts)).toEqual(['ATTACHMENT_FORMAT', ...Array(10).fill('ok'), 'ATTACHMENT_COUNT']);
    expect(kept.map((k) => k.name)).toEqual(valid.slice(0, 10).map((f) => f.name));
  });

  it('keeps SPEC §5: a duplicate name is refused, a wrong extension too', async () => {
    const { verdicts } = await prepareAttachments([
      file(pngBytes, 'foto.png'),
      file(pngBytes, 'foto.png'),
      file(pngBytes, 'foto.tiff'),
    ]);
    expect(codes(verdicts)).toEqual(['ok', 'ATTACHMENT_DUPLICATE', 'ATTACHMENT_FORMAT']);
  });

  it(`decodes at most ${maxDecodes} files per request; a flood of pictures that fail late is cut off`, async () => {
    const broken = Array.from({ length: maxDecodes + 3 }, (_, i) =>
      file(`GIF89a${'x'.repeat(20)}`, `b${i}.gif`),
    );
    const { verdicts } = await prepareAttachments([...broken, file(pngBytes, 'echt.png')]);
    expect(verdicts.slice(0, maxDecodes).every((v) => !v.accepted && v.code === 'ATTACHMENT_FORMAT')).toBe(
      true,
    );
    expect(codes(verdicts.slice(maxDecodes))).toEqual(Array(4).fill('ATTACHMENT_COUNT'));
  });
});
