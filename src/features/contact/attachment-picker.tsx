'use client';
// The contact form's pictures (SPEC §5): choose more at any time, each file judged at once by the same rules the server
// applies (attachment-rules.ts: format, 5 MB each, 5 MB together, at most 10, no name twice; later files beyond a
// limit are refused, the first accepted kept). The browser knows only name, size and claimed type; the server decides
// again by the bytes. Refusals are listed by name with their reason, and announced.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  acceptedExtensions,
  attachmentLimits,
  checkAttachments,
  fileExtension,
  type AttachmentErrorCode,
} from '@/commerce/contact/attachment-rules';
import { hintClass, labelClass, secondaryButtonClass } from '@/features/shared/forms/field-styles';

const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** Desktop browsers give HEIC no type at all; the extension stands in until the server reads the bytes. */
const claimedType = (file: File) => file.type || extensionTypes[fileExtension(file.name)] || null;

const megabytes = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));

export const attachmentTextValues = {
  maxFiles: String(attachmentLimits.maxFiles),
  maxFileMb: megabytes(attachmentLimits.maxFileBytes),
  maxTotalMb: megabytes(attachmentLimits.maxTotalBytes),
  formats: acceptedExtensions.join(', '),
};

export function AttachmentPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const t = useTranslations('contact.attachments');
  const id = useId();
  const [refused, setRefused] = useState<{ name: string; code: AttachmentErrorCode }[]>([]);

  const add = (chosen: File[]) => {
    const all = [...files, ...chosen];
    const verdicts = checkAttachments(
      all.map((f) => ({ name: f.name, size: f.size, contentType: claimedType(f) })),
    );
    onChange(all.filter((_, i) => verdicts[i]!.accepted));
    setRefused(verdicts.flatMap((v) => (v.accepted ? [] : [{ name: v.name, code: v.code }])));
  };

  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={`${id}-input`} className={labelClass}>
        {t('label')}
      </label>
      <p id={`${id}-hint`} className={hintClass}>
        {t('hint', attachmentTextValues)}
      </p>
      <input
        id={`${id}-input`}
        type="file"
        multiple
        accept={acceptedExtensions.map((e) => `.${e}`).join(',')}
        aria-describedby={`${id}-hint ${id}-refused`}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // Emptied, so choosing the same file again (after removing it) reports a change.
          event.target.value = '';
        }}
        className="min-h-6 rounded border border-line bg-page p-1 text-ink"
      />
      <ul id={`${id}-refused`} aria-live="polite" className="flex flex-col gap-0.5 text-sm text-danger">
        {refused.map((r) => (
          <li key={`${r.name}-${r.code}`}>{t(r.code, { ...attachmentTextValues, name: r.name })}</li>
        ))}
      </ul>
      {files.length > 0 && (
        <ul aria-label={t('list')} className="flex flex-col gap-0.5">
          {files.map((file) => (
            <li
              key={file.name}
              className="flex items-center justify-between gap-1 rounded border border-line p-1"
            >
              <span className="min-w-0 break-all">{file.name}</span>
              <button
                type="button"
                aria-label={t('remove', { name: file.name })}
                className={secondaryButtonClass}
                onClick={() => {
                  onChange(files.filter((f) => f !== file));
                  setRefused([]);
                }}
              >
                {t('removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
