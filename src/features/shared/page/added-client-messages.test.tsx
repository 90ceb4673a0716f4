// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AddedClientMessages } from './added-client-messages';

afterEach(cleanup);

function Texts() {
  const t = useTranslations();
  return <p>{[t('toast.close'), t('identity.login.title'), t('identity.register.title'), t('reviews.heading')].join(' | ')}</p>;
}

describe('AddedClientMessages', () => {
  it("gives the page's client components the layout's namespaces and the page's, parts of one namespace merged", () => {
    render(
      <NextIntlClientProvider locale="de-DE" messages={{ toast: { close: 'Schließen' }, identity: { login: { title: 'Anmelden' } } }}>
        <AddedClientMessages
          locale="de-DE"
          messages={{ identity: { register: { title: 'Registrieren' } }, reviews: { heading: 'Bewertungen' } }}
        >
          <Texts />
        </AddedClientMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Schließen | Anmelden | Registrieren | Bewertungen')).toBeTruthy();
  });
});
