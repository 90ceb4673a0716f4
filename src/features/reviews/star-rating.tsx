// Stars drawn for the eye, with the number said in words for everyone else. An average such as 4.3 shows as a
// filled row cut at 86 % over an outlined row (no SVG ids, so any number of ratings can share a page).
const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';

function Row({ filled, size }: { filled: boolean; size: number }) {
  return (
    <span className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 20 20" className="shrink-0">
          <path d={STAR} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2" />
        </svg>
      ))}
    </span>
  );
}

export function StarRating({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  const share = Math.max(0, Math.min(5, value)) / 5;
  return (
    <span role="img" aria-label={label} className="relative inline-block text-ink">
      <span aria-hidden="true">
        <Row filled={false} size={size} />
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${share * 100}%` }}>
          <Row filled size={size} />
        </span>
      </span>
    </span>
  );
}
