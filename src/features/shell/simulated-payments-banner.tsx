// The notice a demo shop shows on every page while its payments are simulated by the test provider (PAYMENT_TEST_MODE,
// docs/payments.md): no shopper may believe an order there is real. Slim, above everything, plain text; a note, not a
// landmark (the page's landmarks stay the header, navigation, USP bar, main and footer).
export function SimulatedPaymentsBanner({ label, text }: { label: string; text: string }) {
  return (
    <div
      role="note"
      aria-label={label}
      data-testid="simulated-payments"
      className="border-b-2 border-ink bg-[#fff3b0] px-2 py-0.5 text-center text-sm font-semibold text-[#1a1a1a]"
    >
      <p className="mx-auto max-w-[1440px]">{text}</p>
    </div>
  );
}
