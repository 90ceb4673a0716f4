// Where the shopper comes back to from a provider's page: the attempt's return path with `attempt=<id>` in its query.
export function returnUrlOf(payment: { attemptId: string; returnPath: string }): string {
  const separator = payment.returnPath.includes('?') ? '&' : '?';
  return `${payment.returnPath}${separator}attempt=${encodeURIComponent(payment.attemptId)}`;
}
