// Smallest files with real signatures, for tests of upload handling. Test support only.

const bytes = (...parts: (number[] | string)[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A valid 1×1 transparent PNG. */
export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

export const signatures = {
  'image/png': pngBytes,
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01, 0x01, 0x00]),
  'image/gif': bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
  'image/webp': bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8 ', [0x0e, 0, 0, 0]),
  'image/bmp': bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0]),
  'image/heic': bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
  /** A Windows program: what a renamed .exe really is. */
  'application/x-msdownload': bytes(
    'MZ',
    [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff],
  ),
} as const;

export function fileOf(type: keyof typeof signatures, name: string): File {
  return new File([signatures[type]], name, { type: 'image/png' });
}
