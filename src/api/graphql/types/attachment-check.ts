// `checkAttachments`: the contact form's upload rules (SPEC §5) applied to files sent as multipart, judged by their
// bytes rather than by the name or MIME type the browser claims.
import {
  attachmentErrorCodes,
  checkAttachments,
  type AttachmentVerdict,
} from '@/commerce/contact/attachment-rules';
import { sniffContentType } from '@/platform/uploads/sniff-content-type';
import { builder } from '../builder';

const AttachmentErrorCode = builder.enumType('AttachmentErrorCode', {
  description: 'Why a file is not kept. The client words it; ATTACHMENT_FORMAT lists the accepted formats.',
  values: attachmentErrorCodes,
});

const AttachmentVerdictRef = builder.objectRef<AttachmentVerdict>('AttachmentVerdict').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    accepted: t.exposeBoolean('accepted'),
    code: t.field({
      type: AttachmentErrorCode,
      nullable: true,
      description: 'Set when the file is not kept.',
      resolve: (verdict) => (verdict.accepted ? null : verdict.code),
    }),
  }),
});

const AttachmentCheck = builder.objectRef<{ files: AttachmentVerdict[] }>('AttachmentCheck').implement({
  fields: (t) => ({
    files: t.field({
      type: [AttachmentVerdictRef],
      description: 'One verdict per file, in the order sent.',
      resolve: ({ files }) => files,
    }),
  }),
});

builder.mutationField('checkAttachments', (t) =>
  t.field({
    type: AttachmentCheck,
    description: 'Which of these contact-form attachments would be kept, and why the others would not.',
    args: { files: t.arg({ type: ['File'], required: true }) },
    resolve: async (_root, { files }) => {
      const candidates = await Promise.all(
        files.map(async (file) => ({
          name: file.name,
          size: file.size,
          contentType: await sniffContentType(file),
        })),
      );
      return { files: checkAttachments(candidates) };
    },
  }),
);
