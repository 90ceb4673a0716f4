// Inline rich text from content: plain strings, strong runs and links.
import { linkHref, linkServed } from '@/commerce/content/link';
import type { RichText as RichTextValue } from '@/commerce/content/content-blocks';
import type { ShopContext } from '@/commerce/tenant/shop-context';

export function RichText({ value, shop }: { value: RichTextValue; shop: ShopContext }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, i) =>
        typeof part === 'string' ? (
          <span key={i}>{part}</span>
        ) : 'href' in part && !linkServed(part.href, shop) ? (
          <span key={i}>{part.text}</span>
        ) : 'href' in part ? (
          // Underlined: a link inside running text must not be told apart by colour alone (WCAG 1.4.1).
          <a key={i} href={linkHref(part.href, shop)} className="underline">
            {part.text}
          </a>
        ) : (
          <strong key={i}>{part.text}</strong>
        ),
      )}
    </>
  );
}
