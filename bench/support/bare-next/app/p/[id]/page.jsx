// A page rendered on its first request and then kept in Next's page cache, as the shop's product pages are (a
// revalidate time, no parameters at build): the catalog-pages bench times its first renders beside the product page's.
// What it costs is the framework's own floor for such a page on this machine at this moment — routing, the RSC and
// HTML renders, the page cache's write — with nothing of the shop's.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default async function Product({ params }) {
  const { id } = await params;
  return (
    <main>
      <h1>Artikel {id}</h1>
      <p>Eine Überschrift und ein Absatz, sonst nichts.</p>
    </main>
  );
}
