// A message for the contact form written by another part of the page (the chat bot's handover): kept for the tab's
// session under one key, as JSON { message }, and read by the contact form to fill in its message field.
export const contactDraftKey = 'schaufenster:contact-draft';

export interface ContactDraft {
  message: string;
}

export function writeContactDraft(storage: Storage, draft: ContactDraft): void {
  try {
    storage.setItem(contactDraftKey, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form opens empty, as it would without the chat.
  }
}

/** The draft, or null when there is none or it is not ours. */
export function readContactDraft(storage: Storage): ContactDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(contactDraftKey) ?? 'null');
    return value && typeof value === 'object' && typeof (value as ContactDraft).message === 'string'
      ? { message: (value as ContactDraft).message }
      : null;
  } catch {
    return null;
  }
}
