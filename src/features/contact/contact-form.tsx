'use client';
// The contact form (SPEC §3, §5): the subject first, then its dynamic answer (help that may settle the matter without
// writing), then only the fields that subject needs. Validated with the server's schema; the submit button waits for
// every required field; a refusal or failure keeps everything typed and attached.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { BoundFieldProps } from '@/features/shared/forms/bound-field-props';
import { useTranslations } from 'next-intl';
import {
  baseRequiredContactFields,
  contactSchema,
  messageMaxLength,
  subjectRequiredFields,
  type ContactInput,
} from '@/commerce/contact/contact-input';
import {
  contactSubjects,
  fieldRule,
  type ContactSubject,
  type SubjectField,
} from '@/commerce/contact/contact-subjects';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import type { Messages } from '@/platform/i18n/messages';
import { frequencyCodes, frequencyNames, pauseDays } from '@/commerce/newsletter/newsletter-input';
import { contactDraftKey, readContactDraft } from '@/features/shared/client-data/contact-draft';
import { requestGateway } from '@/features/shared/client-data/gateway-request';
import { SendContactRequestDocument } from '@/features/shared/client-data/generated/send-contact-request';
import { BoundCheckbox } from '@/features/shared/forms/checkbox-field';
import { useCodeTexts } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { BoundSelect } from '@/features/shared/forms/select-field';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useFilled } from '@/features/shared/forms/use-filled';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { clientOnly } from '@/features/shared/lazy/client-only';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';
import { AttachmentPicker } from './attachment-picker';
import { ContactSuccess, type ContactSentView } from './contact-success';
import { SubjectAnswer } from './subject-answer';

const noSubscription = () => () => {};

/**
 * The birthday (React Aria's date field, about 50 kB of script) loads only when a subject asks for it: most requests
 * never need it.
 */
const BirthdayField = clientOnly(() =>
  import('@/features/shared/forms/date-field').then(
    (m) => m.BoundDateField as ComponentType<BoundFieldProps<ContactInput>>,
  ),
);

/** The chat bot's hand-over (contact-draft.ts); a snapshot string, so React sees the same value until it changes. */
function readDraft(): string | null {
  const message = readContactDraft(sessionStorage)?.message.trim();
  return message ? message.slice(0, messageMaxLength) : null;
}

export type ContactDefaults = Partial<
  Pick<
    ContactInput,
    | 'salutation'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'customerNumber'
    | 'birthday'
    | 'street'
    | 'houseNumber'
    | 'postalCode'
    | 'city'
  >
>;

const empty: ContactInput = {
  subject: undefined as unknown as ContactSubject,
  salutation: undefined as unknown as 'female',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  customerNumber: '',
  birthday: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  orderNumber: '',
  productNumber: '',
  barrierLocation: '',
  message: '',
  cancelNewsletter: false,
  cancelAdvertising: false,
  cancelMarketing: false,
  frequency: '',
  pauseDays: '',
  terms: false,
  website: '',
};

export function ContactForm({
  country,
  defaults,
  answerLinks,
  privacyHref,
  homeHref,
}: {
  country: CountryCode;
  defaults: ContactDefaults;
  /** The page each subject's answer points to, where the shop serves it. */
  answerLinks: Partial<Record<ContactSubject, string>>;
  privacyHref: string | null;
  homeHref: string;
}) {
  const t = useTranslations('contact');
  const [schema] = useState(() => contactSchema(country));
  const { control, register, handleSubmit, formState, filled, watch, setError, reset } = useSchemaForm(
    schema,
    { ...empty, ...defaults },
    [...baseRequiredContactFields],
  );
  const subject = watch('subject') as ContactSubject | undefined;
  const subjectFilled = useFilled(control, subjectRequiredFields(subject) as never);
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactSentView | null>(null);
  const errorText = useCodeTexts('checkout.validation');
  const hydrated = useHydrated();

  // The chat bot's conversation becomes the message; the visitor sees that it was taken over. The draft stays in the
  // session until the request is sent, so leaving the page and coming back does not lose it.
  const draft = useSyncExternalStore(noSubscription, readDraft, () => null);
  useEffect(() => {
    if (draft) reset((values) => ({ ...values, message: draft }), { keepDefaultValues: true });
  }, [draft, reset]);
  const fromChat = draft !== null;

  const shows = (field: SubjectField) => fieldRule(subject, field) !== 'hidden';
  const needs = (field: SubjectField) => fieldRule(subject, field) === 'required';

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await requestGateway(SendContactRequestDocument, { input: values, files });
    if (answer.ok) {
      sessionStorage.removeItem(contactDraftKey);
      const result = answer.data.sendContactRequest;
      setSent({
        number: result.ticketNumber,
        email: values.email,
        kept: result.attachments.filter((a) => a.accepted).length,
        refused: result.attachments.flatMap((a) =>
          a.accepted || !a.code ? [] : [{ name: a.name, code: a.code }],
        ),
        newsletter: result.newsletter,
      });
      return;
    }
    const error = answer.errors[0]?.extensions;
    if (error?.code === 'CONTACT_INVALID_INPUT' && error.fields && typeof error.fields === 'object') {
      for (const [field, code] of Object.entries(error.fields as Record<string, string>)) {
        setError(field as never, { message: code });
      }
      setAlert(t('invalid'));
    } else if (error?.code === 'CONTACT_RATE_LIMITED') {
      setAlert(
        t('rateLimited', { minutes: Math.max(1, Math.ceil(Number(error.retryAfterSeconds ?? 60) / 60)) }),
      );
    } else {
      setAlert(t('failed'));
    }
  });

  if (sent) {
    return (
      <ContactSuccess
        sent={sent}
        homeHref={homeHref}
        onAgain={() => {
          setSent(null);
          setFiles([]);
          reset();
        }}
      />
    );
  }

  const fieldLabel = (key: keyof Messages['contact']['fields']) => t(`fields.${key}`);

  return (
    <Form errorText={errorText} onSubmit={submit} className="flex max-w-[40rem] flex-col gap-2">
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      {/* Until the page has hydrated, a choice or a typed word would be lost: the fields wait (and say so). */}
      <fieldset disabled={!hydrated} className="contents">
        <BoundSelect
          control={control}
          name="subject"
          label={t('subject')}
          placeholder={t('subjectPlaceholder')}
          isRequired
          options={contactSubjects.map((s) => ({ value: s, label: t(`subjects.${s}`) }))}
        />
        {subject && <SubjectAnswer subject={subject} href={answerLinks[subject] ?? null} />}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xl font-bold">{t('sections.person')}</legend>
          <BoundRadioGroup
            control={control}
            name="salutation"
            label={fieldLabel('salutation')}
            variant="inline"
            isRequired
            options={(['female', 'male', 'notSpecified'] as const).map((s) => ({
              value: s,
              label: t(`salutations.${s}`),
            }))}
          />
          <div className="grid gap-2 md:grid-cols-2">
            <BoundTextField
              control={control}
              name="firstName"
              label={fieldLabel('firstName')}
              autoComplete="given-name"
              isRequired
            />
            <BoundTextField
              control={control}
              name="lastName"
              label={fieldLabel('lastName')}
              autoComplete="family-name"
              isRequired
            />
          </div>
          <BoundTextField
            control={control}
            name="email"
            type="email"
            label={fieldLabel('email')}
            autoComplete="email"
            isRequired
          />
          <div className="grid gap-2 md:grid-cols-2">
            <BoundTextField
              control={control}
              name="phone"
              type="tel"
              label={fieldLabel('phone')}
              autoComplete="tel"
            />
            <BoundTextField control={control} name="customerNumber" label={fieldLabel('customerNumber')} />
          </div>
          {shows('birthday') && (
            <BirthdayField
              control={control}
              name="birthday"
              label={fieldLabel('birthday')}
              isRequired={needs('birthday')}
            />
          )}
        </fieldset>

        {shows('address') && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xl font-bold">{t('sections.address')}</legend>
            <div className="grid gap-2 md:grid-cols-[3fr_1fr]">
              <BoundTextField
                control={control}
                name="street"
                label={fieldLabel('street')}
                autoComplete="address-line1"
                isRequired={needs('address')}
              />
              <BoundTextField
                control={control}
                name="houseNumber"
                label={fieldLabel('houseNumber')}
                isRequired={needs('address')}
              />
            </div>
            <div className="grid gap-2 md:grid-cols-[1fr_3fr]">
              <BoundTextField
                control={control}
                name="postalCode"
                label={fieldLabel('postalCode')}
                autoComplete="postal-code"
                isRequired={needs('address')}
              />
              <BoundTextField
                control={control}
                name="city"
                label={fieldLabel('city')}
                autoComplete="address-level2"
                isRequired={needs('address')}
              />
            </div>
          </fieldset>
        )}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xl font-bold">{t('sections.request')}</legend>
          {shows('orderNumber') && (
            <BoundTextField
              control={control}
              name="orderNumber"
              label={fieldLabel('orderNumber')}
              isRequired={needs('orderNumber')}
            />
          )}
          {shows('productNumber') && (
            <BoundTextField control={control} name="productNumber" label={fieldLabel('productNumber')} />
          )}
          {shows('barrierLocation') && (
            <BoundTextField
              control={control}
              name="barrierLocation"
              label={fieldLabel('barrierLocation')}
              description={t('fields.barrierHint')}
              isRequired={needs('barrierLocation')}
            />
          )}
          {fromChat && <p className="text-sm">{t('chatDraft')}</p>}
          <BoundTextField
            control={control}
            name="message"
            label={fieldLabel('message')}
            rows={8}
            isRequired
          />
          {shows('attachments') && <AttachmentPicker files={files} onChange={setFiles} />}
        </fieldset>

        {shows('newsletter') && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xl font-bold">{t('sections.newsletter')}</legend>
            <p className="text-sm">{t('newsletterNote')}</p>
            <BoundCheckbox control={control} name="cancelNewsletter" label={fieldLabel('cancelNewsletter')} />
            <BoundCheckbox
              control={control}
              name="cancelAdvertising"
              label={fieldLabel('cancelAdvertising')}
            />
            <BoundCheckbox control={control} name="cancelMarketing" label={fieldLabel('cancelMarketing')} />
            <div className="grid gap-2 md:grid-cols-2">
              <BoundSelect
                control={control}
                name="frequency"
                label={fieldLabel('frequency')}
                placeholder={t('frequencyKeep')}
                options={frequencyCodes.map((code) => ({
                  value: String(code),
                  label: t(`frequencies.${frequencyNames[code]}`),
                }))}
              />
              <BoundSelect
                control={control}
                name="pauseDays"
                label={fieldLabel('pauseDays')}
                placeholder={t('pauseNone')}
                options={pauseDays.map((days) => ({
                  value: String(days),
                  label: t('pauseOption', { days }),
                }))}
              />
            </div>
          </fieldset>
        )}

        {/* The honeypot: out of sight and out of the tab order; people leave it empty, simple bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] top-auto size-px overflow-hidden">
          <label>
            {t('fields.website')}
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </div>

        <BoundCheckbox control={control} name="terms" label={fieldLabel('terms')} isRequired />
        {privacyHref && (
          <p className="text-sm">
            <a href={privacyHref} className="underline">
              {t('fields.termsLink')}
            </a>
          </p>
        )}
        <SubmitButton filled={filled && subjectFilled} busy={formState.isSubmitting} className="self-start">
          {t('submit')}
        </SubmitButton>
      </fieldset>
    </Form>
  );
}
