// Whether the visitor has answered the consent banner, known before the first paint: the banner is in the page's
// HTML (so it paints with the page, not after the JavaScript — issue 21's LCP), and this script hides it at once for
// a visitor who answered on an earlier visit. It only reads whether the banner's cookie holds a consent id; the
// consent library checks the rest (revision, expiry) after hydration and shows the banner again if needed.
// Written out as a literal like the colour-mode script: the Content-Security-Policy allows it by its SHA-256.
import { identityCookies } from '@/platform/auth/login-state';

/** The attribute on <html> that hides the server-rendered banner (the rule is in src/app/globals.css). */
export const consentDecidedAttribute = 'data-consent-decided';

export const consentStateScript =
  '(function(n){try{var m=document.cookie.match(new RegExp("(?:^|;\\\\s*)"+n+"=([^;]*)"));' +
  'if(m&&JSON.parse(decodeURIComponent(m[1])).consentId)' +
  `document.documentElement.setAttribute(${JSON.stringify(consentDecidedAttribute)},"")}catch(e){}})(` +
  JSON.stringify(identityCookies.consent) +
  ')';
