// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { SimulatedPaymentsBanner } from './simulated-payments-banner';

afterEach(() => cleanup());

describe('the simulated-payments notice of a demo shop', () => {
  it.each(locales)('says in %s that payments are simulated, as a labelled note', (locale) => {
    const texts = messagesFor(locale).payment.simulated;
    render(<SimulatedPaymentsBanner label={texts.label} text={texts.text} />);
    const note = screen.getByRole('note', { name: texts.label });
    expect(note.textContent).toBe(texts.text);
    expect(texts.text).toMatch(/simul|gesimuleerd/i);
    // Not a landmark: the page's landmarks stay what they were.
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
