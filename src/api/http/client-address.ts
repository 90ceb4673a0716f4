// The client's address for rate limits: the first X-Forwarded-For hop set by our load balancer, else X-Real-IP.
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('x-real-ip') || 'unknown').slice(0, 64);
}
