// Refuses POSTs in the content types an HTML form on another site can send (multipart uploads, url-encoded,
// text/plain) unless they carry the storefront's CSRF header. JSON and GET need no header: browsers preflight a
// cross-site JSON POST, and the gateway refuses mutations over GET.
import type { Plugin } from 'graphql-yoga';
import { csrfHeader } from '@/platform/http/csrf-header';

const formContentTypes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'];

export function isForgeable(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return (type === '' || formContentTypes.includes(type)) && !request.headers.has(csrfHeader);
}

export function csrfGuardPlugin(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (!isForgeable(request)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: `Form posts need the ${csrfHeader} header.` }] }),
          {
            status: 403,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          },
        ),
      );
    },
  };
}
