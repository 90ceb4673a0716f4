// The contact form's attachments as they may be kept: SPEC §5's rules (attachment-rules.ts) on the type read from
// the bytes, then every file that would be kept decoded and written anew (platform/uploads/reencode-image.ts).
// Whatever keeps or forwards an attachment takes `kept` from here, never the bytes that were uploaded.
import { sniffContentType } from '@/platform/uploads/sniff-content-type';
import { reencodeImage, type KeptImageType } from '@/platform/uploads/reencode-image';
import {
  attachmentLimits,
  checkAttachments,
  type AttachmentCandidate,
  type AttachmentVerdict,
} from './attachment-rules';

export interface KeptAttachment {
  name: string;
  contentType: KeptImageType;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * At most this many files are decoded per call. A shopper's form sends at most ten; a crafted request with many
 * pictures that fail late is cut off here, and its remaining files are refused as over the count.
 */
export const maxDecodes = attachmentLimits.maxFiles * 2;

export async function prepareAttachments(
  files: readonly File[],
): Promise<{ verdicts: AttachmentVerdict[]; kept: KeptAttachment[] }> {
  // Sniffing reads a file's first 4 kB: cheap enough for every file.
  const candidates: AttachmentCandidate[] = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      contentType: await sniffContentType(file),
    })),
  );
  const decoded = new Map<number, KeptAttachment>();
  let decodes = 0;

  // One file at a time, in order: a file that does not decode is refused as not an accepted format and takes no
  // place, so the rules are applied again and a later file may move up (the first accepted files are kept).
  for (;;) {
    const verdicts = checkAttachments(candidates);
    const next = verdicts.findIndex((v, i) => v.accepted && !decoded.has(i));
    if (next === -1) {
      return { verdicts, kept: [...decoded.entries()].sort(([a], [b]) => a - b).map(([, kept]) => kept) };
    }
    if (decodes >= maxDecodes) {
      return {
        verdicts: verdicts.map((v, i) =>
          v.accepted && !decoded.has(i)
            ? { name: v.name, size: v.size, accepted: false, code: 'ATTACHMENT_COUNT' }
            : v,
        ),
        kept: [...decoded.entries()].sort(([a], [b]) => a - b).map(([, kept]) => kept),
      };
    }
    decodes += 1;
    const image = await reencodeImage(
      new Uint8Array(await files[next]!.arrayBuffer()),
      candidates[next]!.contentType!,
    );
    if (image.ok) {
      decoded.set(next, {
        name: files[next]!.name,
        contentType: image.contentType,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
      });
    } else {
      candidates[next] = { ...candidates[next]!, contentType: null };
    }
  }
}
