// The contact form's subject tree (SPEC §3: "Wie können wir helfen?", 14 subjects) and what each subject asks for.
// Each subject first shows its dynamic answer (help that may settle the matter without writing); only the fields a
// subject needs are shown, and only those are required (docs/decisions/0030-contact-form.md).
import type { RouteKey } from '@/platform/routing/route-table';

export const contactSubjects = [
  'order',
  'dataSecurity',
  'website',
  'customerAccount',
  'personalData',
  'rewardPremium',
  'productInfo',
  'complaintTextiles',
  'complaintFurniture',
  'complaintElectrical',
  'complaintOther',
  'returns',
  'removeData',
  'reportBarrier',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** Fields beyond the ones every message has (salutation, name, email, message, terms). */
export type SubjectField =
  'orderNumber' | 'attachments' | 'address' | 'birthday' | 'newsletter' | 'barrierLocation' | 'productNumber';

export interface SubjectRules {
  /** Shown and required. */
  required: readonly SubjectField[];
  /** Shown, may stay empty. */
  optional: readonly SubjectField[];
  /** The page the dynamic answer points to (help that may solve it without writing), when there is one. */
  answerLink?: RouteKey;
}

const complaint: SubjectRules = {
  required: ['orderNumber'],
  optional: ['attachments'],
  answerLink: '/account/orders',
};

export const subjectRules: Record<ContactSubject, SubjectRules> = {
  order: { required: [], optional: ['orderNumber'], answerLink: '/account/orders' },
  // Data protection and advertising: the newsletter wishes (cancel, pause, frequency) live here.
  dataSecurity: { required: [], optional: ['newsletter'], answerLink: '/legal/privacy' },
  website: { required: [], optional: ['attachments'] },
  customerAccount: { required: [], optional: ['birthday'], answerLink: '/account' },
  // Changing someone's data by message needs more than a name: the address and birthday identify the customer.
  personalData: { required: ['address', 'birthday'], optional: [], answerLink: '/account/personal-data' },
  rewardPremium: { required: [], optional: ['orderNumber'] },
  productInfo: { required: [], optional: ['productNumber', 'attachments'], answerLink: '/search' },
  complaintTextiles: complaint,
  complaintFurniture: complaint,
  complaintElectrical: complaint,
  complaintOther: complaint,
  returns: { required: ['orderNumber'], optional: [], answerLink: '/legal/withdrawal' },
  // A request to erase (GDPR Art. 17) must be matched to exactly one customer.
  removeData: { required: ['address', 'birthday'], optional: ['newsletter'], answerLink: '/legal/privacy' },
  reportBarrier: { required: ['barrierLocation'], optional: ['attachments'] },
};

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (contactSubjects as readonly string[]).includes(value);
}

/** Whether a subject shows a field, and whether it must be filled. */
export function fieldRule(
  subject: ContactSubject | undefined,
  field: SubjectField,
): 'required' | 'optional' | 'hidden' {
  if (!subject) return 'hidden';
  const rules = subjectRules[subject];
  if (rules.required.includes(field)) return 'required';
  return rules.optional.includes(field) ? 'optional' : 'hidden';
}
