export default function Page() {
  return (
    <main>
      <h1>Vergleichsseite</h1>
      <p>Eine Überschrift und ein Absatz, sonst nichts.</p>
    </main>
  );
}
