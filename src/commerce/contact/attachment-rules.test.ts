import { describe, expect, it } from 'vitest';
import {
  attachmentLimits,
  checkAttachments,
  fileExtension,
  type AttachmentCandidate,
} from './attachment-rules';

const MB = 1024 * 1024;
const png = (name: string, size = 100_000): AttachmentCandidate => ({ name, size, contentType: 'image/png' });
const codes = (files: AttachmentCandidate[]) =>
  checkAttachments(files).map((v) => (v.accepted ? 'ok' : v.code));

describe('checkAttachments', () => {
  it('accepts every allowed extension when the bytes are an accepted image', () => {
    const files: AttachmentCandidate[] = [
      { name: 'a.jpg', size: 10, contentType: 'image/jpeg' },
      { name: 'b.JPEG', size: 10, contentType: 'image/jpeg' },
      { name: 'c.png', size: 10, contentType: 'image/png' },
      { name: 'd.gif', size: 10, contentType: 'image/gif' },
      { name: 'e.webp', size: 10, contentType: 'image/webp' },
      { name: 'f.bmp', size: 10, contentType: 'image/bmp' },
      { name: 'g.heic', size: 10, contentType: 'image/heic' },
      { name: 'h.heif', size: 10, contentType: 'image/heif' },
    ];
    expect(codes(files)).toEqual(Array(8).fill('ok'));
  });

  it('refuses a file whose extension is not on the list, even when it is an image', () => {
    expect(
      codes([
        { name: 'scan.tiff', size: 10, contentType: 'image/tiff' },
        { name: 'x.avif', size: 10, contentType: 'image/avif' },
      ]),
    ).toEqual(['ATTACHMENT_FORMAT', 'ATTACHMENT_FORMAT']);
  });

  it('refuses a program renamed to .png because its bytes are not an image', () => {
    expect(codes([{ name: 'invoice.png', size: 10, contentType: 'application/x-msdownload' }])).toEqual([
      'ATTACHMENT_FORMAT',
    ]);
    expect(codes([{ name: 'unknown.png', size: 10, contentType: null }])).toEqual(['ATTACHMENT_FORMAT']);
    expect(codes([{ name: 'png', size: 10, contentType: 'image/png' }])).toEqual(['ATTACHMENT_FORMAT']);
  });

  it('refuses a file over 5 MB and keeps one of exactly 5 MB', () => {
    expect(codes([png('big.png', 5 * MB + 1)])).toEqual(['ATTACHMENT_TOO_LARGE']);
    expect(codes([png('edge.png', 5 * MB)])).toEqual(['ok']);
  });

  it('refuses a second file with the same name and keeps the first', () => {
    expect(codes([png('foto.png'), png('foto.png'), png('Foto.png')])).toEqual([
      'ok',
      'ATTACHMENT_DUPLICATE',
      'ok',
    ]);
  });

  it('does not count a refused file as taken, so a later valid file of that name is kept', () => {
    expect(codes([{ name: 'foto.png', size: 10, contentType: null }, png('foto.png')])).toEqual([
      'ATTACHMENT_FORMAT',
      'ok',
    ]);
  });

  it('keeps only the first ten files', () => {
    const files = Array.from({ length: 12 }, (_, i) => png(`f${i}.png`, 1000));
    expect(codes(files)).toEqual([...Array(10).fill('ok'), 'ATTACHMENT_COUNT', 'ATTACHMENT_COUNT']);
  });

  it('keeps the first files up to 5 MB in total and refuses every later one', () => {
    const files = [png('a.png', 2 * MB), png('b.png', 2 * MB), png('c.png', 2 * MB), png('small.png', 1000)];
    expect(codes(files)).toEqual(['ok', 'ok', 'ATTACHMENT_TOTAL_SIZE', 'ATTACHMENT_TOTAL_SIZE']);
  });

  it('names a file by its own fault before the limits', () => {
    const files = [
      ...Array.from({ length: 10 }, (_, i) => png(`f${i}.png`, 1000)),
      { name: 'virus.exe', size: 10, contentType: null },
    ];
    expect(codes(files).at(-1)).toBe('ATTACHMENT_FORMAT');
  });

  it('publishes the limits of SPEC §5', () => {
    expect(attachmentLimits).toEqual({ maxFiles: 10, maxFileBytes: 5 * MB, maxTotalBytes: 5 * MB });
  });
});

describe('fileExtension', () => {
  it('reads the last extension in lower case and none from a dot file', () => {
    expect(fileExtension('Urlaub.2024.JPG')).toBe('jpg');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('README')).toBe('');
  });
});
