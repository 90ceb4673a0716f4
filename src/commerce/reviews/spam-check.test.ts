import { describe, expect, it } from 'vitest';
import { spamReason } from './spam-check';

const review = (text: string, title = 'Gute Schuhe', authorName = 'Jonas') => ({
  rating: 5,
  title,
  text,
  authorName,
});

describe('spamReason', () => {
  it('lets an ordinary review through', () => {
    expect(
      spamReason(review('Passen wie angegossen, die Sohle ist angenehm weich. Gerne wieder!')),
    ).toBeNull();
    expect(spamReason(review('Größe 42 passt, z. B. mit dicken Socken. 5 von 5 Sternen.'))).toBeNull();
  });

  it.each([
    ['link', 'Günstiger bei https://example.com zu haben, wirklich toll'],
    ['link', 'Schaut mal auf www.billig-schuhe.example vorbei, lohnt sich'],
    ['link', 'Gibt es bei schuhe-discount.shop viel billiger, wirklich'],
    ['contact', 'Schreibt mir an deals@example.org für Rabattcodes, danke'],
    ['markup', 'Toll! <a href="x">klick</a> und noch mehr Text hier'],
    ['markup', '<img src=x onerror=alert(1)> schöne Schuhe wirklich'],
    ['keyword', 'Best casino bonus today, really great shoes though'],
    ['repetition', 'Suuuuuuuuuuuper Schuhe, sehr zu empfehlen an alle'],
    ['shouting', 'DIESE SCHUHE SIND DER ABSOLUTE WAHNSINN, KAUFT SIE'],
  ])('holds back a review with %s', (reason, text) => {
    expect(spamReason(review(text))).toBe(reason);
  });
});
