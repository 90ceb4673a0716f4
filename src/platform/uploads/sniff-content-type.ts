// The content type of an upload read from its bytes: a client's MIME type and file name are only claims.
import { fileTypeFromBuffer } from 'file-type/core';

/**
 * file-type's own "reasonable detection size": every image signature sits within it. Reading only the head keeps a
 * crafted file (a ZIP that makes the parser walk its entries) from being read in full.
 */
const SNIFF_BYTES = 4100;

/** The sniffed MIME type, or null when the bytes match no known format (plain text, random data). */
export async function sniffContentType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = await fileTypeFromBuffer(head);
  return type?.mime ?? null;
}
