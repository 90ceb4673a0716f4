// `checkAttachments`: the contact form's upload rules (SPEC §5) applied to files sent as multipart, judged by their
// bytes rather than by the name or MIME type the browser claims: a file is accepted only when it decodes as the
// picture it claims to be, within the pixel limit (decision 0019).
import { attachmentErrorCodes, type AttachmentVerdict } from '@/commerce/contact/attachment-rules';
import { prepareAttachments } from '@/commerce/contact/prepare-attachments';
import { builder } from '../builder';

const AttachmentErrorCode = builder.enumType('AttachmentErrorCode', {
  description: 'Why a file is not kept. The client words it; ATTACHMENT_FORMAT lists the accepted formats.',
  values: attachmentErrorCodes,
});

export const AttachmentVerdictRef = builder.objectRef<AttachmentVerdict>('AttachmentVerdict').implement({
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
    resolve: async (_root, { files }) => ({ files: (await prepareAttachments(files)).verdicts }),
  }),
);
