// The contact form's file-upload rules (SPEC §5): which attachments are kept, and why the others are not.

/** 5 MB read as binary megabytes, the way browsers and operating systems show file sizes. */
const MEGABYTE = 1024 * 1024;

export const attachmentLimits = {
  maxFiles: 10,
  maxFileBytes: 5 * MEGABYTE,
  maxTotalBytes: 5 * MEGABYTE,
} as const;

export const acceptedExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic', 'heif'] as const;

/**
 * Content types the extensions stand for. "Images plus heic and heif" is narrowed to these, so a sniffed image the
 * list does not name (avif, tiff, icon) is refused like any other format.
 */
export const acceptedContentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
] as const;

export const attachmentErrorCodes = [
  'ATTACHMENT_FORMAT',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_DUPLICATE',
  'ATTACHMENT_COUNT',
  'ATTACHMENT_TOTAL_SIZE',
] as const;
export type AttachmentErrorCode = (typeof attachmentErrorCodes)[number];

export interface AttachmentCandidate {
  name: string;
  size: number;
  /** The content type read from the file's bytes, null when unknown. The client's claim is not trusted. */
  contentType: string | null;
}

export type AttachmentVerdict =
  | { name: string; size: number; accepted: true }
  | { name: string; size: number; accepted: false; code: AttachmentErrorCode };

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function hasAcceptedFormat(file: AttachmentCandidate): boolean {
  return (
    (acceptedExtensions as readonly string[]).includes(fileExtension(file.name)) &&
    file.contentType !== null &&
    (acceptedContentTypes as readonly string[]).includes(file.contentType.toLowerCase())
  );
}

/** What is wrong with the file itself, whatever else is attached. */
function ownFault(file: AttachmentCandidate): AttachmentErrorCode | null {
  if (!hasAcceptedFormat(file)) return 'ATTACHMENT_FORMAT';
  if (file.size > attachmentLimits.maxFileBytes) return 'ATTACHMENT_TOO_LARGE';
  return null;
}

/**
 * One verdict per file, in order. Files are kept first come, first kept: once the count or the total size would be
 * exceeded, every later file is refused too, so what is kept is always the first accepted files (SPEC §5) and a
 * shopper never sees a later small file slip in ahead of an earlier one.
 */
export function checkAttachments(files: readonly AttachmentCandidate[]): AttachmentVerdict[] {
  const keptNames = new Set<string>();
  let keptBytes = 0;
  let full: 'ATTACHMENT_COUNT' | 'ATTACHMENT_TOTAL_SIZE' | null = null;

  return files.map((file) => {
    const reject = (code: AttachmentErrorCode): AttachmentVerdict => ({
      name: file.name,
      size: file.size,
      accepted: false,
      code,
    });
    const fault = ownFault(file);
    if (fault) return reject(fault);
    if (keptNames.has(file.name)) return reject('ATTACHMENT_DUPLICATE');
    if (!full && keptNames.size >= attachmentLimits.maxFiles) full = 'ATTACHMENT_COUNT';
    if (!full && keptBytes + file.size > attachmentLimits.maxTotalBytes) full = 'ATTACHMENT_TOTAL_SIZE';
    if (full) return reject(full);
    keptNames.add(file.name);
    keptBytes += file.size;
    return { name: file.name, size: file.size, accepted: true };
  });
}
