// The smallest App Router page there is: the framework's own start and hydration, nothing of the shop's. The
// Lighthouse bench builds it once and audits it beside the shop's pages (its TBT is the framework's floor).
export default function RootLayout({ children }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
