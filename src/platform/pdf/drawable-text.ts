// The standard PDF fonts (Helvetica, WinAnsi) draw Latin-1 and a few typographic marks. Intl's narrow no-break
// space (French thousands) and minus sign become their WinAnsi twins; anything else a customer typed (a name in
// another script, an emoji) is replaced, so no text breaks a document.
export const drawable = (text: string) =>
  text
    .replace(/[\u202f\u2009]/g, '\u00a0')
    .replace(/\u2212/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff„“”‘’–—€…•]/g, '?');
