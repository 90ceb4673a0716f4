// BMP, decoded by hand: sharp's prebuilt libvips reads no BMP, and SPEC §5 accepts .bmp. Only the plain forms are
// read — uncompressed 1/4/8-bit with a palette, 16/24/32-bit, and 16/32-bit with bit fields — which is what Paint and
// screenshots write. RLE and embedded JPEG/PNG are refused: RLE is how a small BMP declares a huge picture.

export interface DecodedBitmap {
  width: number;
  height: number;
  /** RGBA, rows top to bottom. */
  rgba: Uint8Array;
}

export type BmpFailure = 'unreadable' | 'too-many-pixels' | 'unsupported-coding';

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/** Shift and width of a channel mask, to scale its value to 0–255. */
function channel(mask: number) {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  let bits = 0;
  while (((mask >>> (shift + bits)) & 1) === 1) bits++;
  const max = 2 ** bits - 1;
  return (value: number) => Math.round((((value & mask) >>> shift) * 255) / max);
}

export function decodeBmp(bytes: Uint8Array, maxPixels: number): DecodedBitmap | BmpFailure {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return 'unreadable';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40 || 14 + headerSize > bytes.length) return 'unreadable';
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const planes = view.getUint16(26, true);
  const bitCount = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (planes !== 1 || width <= 0 || height <= 0) return 'unreadable';
  if (width * height > maxPixels) return 'too-many-pixels';
  const bitfields = compression === BI_BITFIELDS && (bitCount === 16 || bitCount === 32);
  if (!(compression === BI_RGB || bitfields) || ![1, 4, 8, 16, 24, 32].includes(bitCount)) {
    return 'unsupported-coding';
  }

  const rowBytes = Math.ceil((width * bitCount) / 32) * 4;
  if (dataOffset < 14 + headerSize || dataOffset + rowBytes * height > bytes.length) return 'unreadable';

  let palette: Uint8Array | null = null;
  if (bitCount <= 8) {
    const declared = view.getUint32(46, true);
    const colours = declared === 0 ? 2 ** bitCount : declared;
    const start = 14 + headerSize;
    if (colours > 2 ** bitCount || start + colours * 4 > dataOffset) return 'unreadable';
    palette = bytes.subarray(start, start + colours * 4);
  }

  // Masks: after a 40-byte header for BI_BITFIELDS, inside the header for V4/V5; defaults otherwise.
  const maskAt = (i: number) =>
    headerSize >= 52 || (bitfields && 54 + 4 * i + 4 <= dataOffset) ? view.getUint32(54 + 4 * i, true) : 0;
  const masks = bitfields
    ? [maskAt(0), maskAt(1), maskAt(2), headerSize >= 56 ? view.getUint32(66, true) : 0]
    : bitCount === 16
      ? [0x7c00, 0x03e0, 0x001f, 0]
      : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
  const [red, green, blue] = masks.slice(0, 3).map(channel);
  const alpha = channel(masks[3]!);
  if ((bitCount === 16 || bitCount === 32) && (!red || !green || !blue)) return 'unreadable';

  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      if (palette) {
        const bit = x * bitCount;
        const index = (bytes[row + (bit >> 3)]! >> (8 - bitCount - (bit & 7))) & (2 ** bitCount - 1);
        if (index * 4 >= palette.length) return 'unreadable';
        rgba[out] = palette[index * 4 + 2]!;
        rgba[out + 1] = palette[index * 4 + 1]!;
        rgba[out + 2] = palette[index * 4]!;
        rgba[out + 3] = 255;
      } else if (bitCount === 24) {
        const at = row + x * 3;
        rgba[out] = bytes[at + 2]!;
        rgba[out + 1] = bytes[at + 1]!;
        rgba[out + 2] = bytes[at]!;
        rgba[out + 3] = 255;
      } else {
        const value = bitCount === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        rgba[out] = red!(value);
        rgba[out + 1] = green!(value);
        rgba[out + 2] = blue!(value);
        rgba[out + 3] = alpha ? alpha(value) : 255;
      }
    }
  }
  return { width, height, rgba };
}
