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

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Uint8Array): number[] {
  const body = [...bytes(type), ...data];
  const length = new DataView(new ArrayBuffer(4));
  length.setUint32(0, data.length);
  const crc = new DataView(new ArrayBuffer(4));
  crc.setUint32(0, crc32(body));
  return [...new Uint8Array(length.buffer), ...body, ...new Uint8Array(crc.buffer)];
}

function crc32(data: number[]): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb's shape: a PNG of 70 bytes that declares `width` × `height` grey pixels. A decoder that
 * believed the header would set aside width × height bytes before finding the data missing.
 */
export function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = new DataView(new ArrayBuffer(13));
  header.setUint32(0, width);
  header.setUint32(4, height);
  header.setUint8(8, 8); // 8-bit greyscale, deflate, no filter method, no interlace
  // A zlib stream with one empty stored block.
  const idat = new Uint8Array([0x78, 0x01, 0x01, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01]);
  return new Uint8Array([
    ...pngBytes.subarray(0, 8),
    ...pngChunk('IHDR', new Uint8Array(header.buffer)),
    ...pngChunk('IDAT', idat),
    ...pngChunk('IEND', new Uint8Array()),
  ]);
}

/** An uncompressed 24-bit BMP of `width` × `height` pixels in one colour (bottom-up, as Paint writes it). */
export function bmp24(width: number, height: number, [r, g, b]: [number, number, number]): Uint8Array<ArrayBuffer> {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const out = new Uint8Array(54 + rowBytes * height);
  const view = new DataView(out.buffer);
  out.set(bytes('BM'));
  view.setUint32(2, out.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out.set([b, g, r], 54 + y * rowBytes + x * 3);
  }
  return out;
}
