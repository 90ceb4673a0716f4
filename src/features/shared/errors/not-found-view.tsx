// The 404 page body: what happened, and two ways on.
interface LinkProps {
  href: string;
  label: string;
}

export function NotFoundView({ title, text, home, service }: { title: string; text: string; home: LinkProps; service: LinkProps }) {
  return (
    <div className="flex flex-col items-start gap-2 py-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-prose">{text}</p>
      <div className="flex flex-wrap gap-2">
        <a href={home.href} className="rounded bg-brand px-3 py-1 font-semibold text-on-brand no-underline">
          {home.label}
        </a>
        <a href={service.href} className="rounded border border-line px-3 py-1 font-semibold">
          {service.label}
        </a>
      </div>
    </div>
  );
}
