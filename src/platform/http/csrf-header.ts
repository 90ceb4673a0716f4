// A header only the storefront's own script sends. An HTML form on another site cannot set it, and a cross-site
// script that sets it triggers a CORS preflight the server does not grant; so a request carrying it is not forged.
export const csrfHeader = 'x-shop-csrf';
