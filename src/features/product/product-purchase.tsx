'use client';
// Variant choice (colour, size) with availability per variant, the delivery statement of the choice, and
// add-to-basket, which needs a chosen variant ('Bitte wähle zuerst eine Variante aus!').
import { useId, useRef, useState, type ReactNode } from 'react';
import { useChosenColour } from './chosen-colour';
import { initialColour } from './initial-colour';

export interface PurchaseVariant {
  variantSku: string;
  size: string | null;
  colour: string | null;
  colourName: string | null;
  colourHex: string | null;
  available: boolean;
  delivery: string;
}

export interface PurchaseLabels {
  size: string;
  colour: string;
  chooseVariant: string;
  soldOut: string;
  addToBasket: string;
}

export interface PurchaseProps {
  variants: PurchaseVariant[];
  labels: PurchaseLabels;
  /** Adds the chosen variant; resolves false when the basket refused it. */
  onAdd?: (variantSku: string) => Promise<boolean>;
  /** Shown beside the add button with the variant chosen so far (the wishlist heart). */
  beside?: (chosenVariantSku: string | null) => ReactNode;
  /** Help under the sizes (the bra size finder): the sizes in stock in the chosen colour, and a way to choose one. */
  sizeHelp?: (help: { available: string[]; choose: (size: string) => void }) => ReactNode;
}

const unique = <T,>(values: T[]) => [...new Set(values)];


export function ProductPurchase({ variants, labels, onAdd, beside, sizeHelp }: PurchaseProps) {
  const colours = unique(variants.map((v) => v.colour)).filter((c): c is string => c !== null);
  const sizes = unique(variants.map((v) => v.size)).filter((s): s is string => s !== null);
  const [colour, setColour] = useState<string | null>(initialColour(variants));
  const gallery = useChosenColour();
  const [size, setSize] = useState<string | null>(sizes.length === 1 ? sizes[0]! : null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const sizeGroup = useRef<HTMLFieldSetElement>(null);
  const id = useId();

  const matches = (v: PurchaseVariant, c: string | null, s: string | null) =>
    (colours.length === 0 || v.colour === c) && (sizes.length === 0 || v.size === s);
  const chosen = variants.find((v) => matches(v, colour, size)) ?? null;
  const shownDelivery = chosen?.delivery ?? variants.find((v) => v.available)?.delivery ?? variants[0]?.delivery;

  async function add() {
    if (!chosen || !chosen.available) {
      setError(true);
      sizeGroup.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    setError(false);
    if (!onAdd) return;
    setBusy(true);
    try {
      await onAdd(chosen.variantSku);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {colours.length > 0 && (
        <fieldset>
          <legend className="mb-1 font-semibold">
            {labels.colour}: {variants.find((v) => v.colour === colour)?.colourName ?? ''}
          </legend>
          <div className="flex flex-wrap gap-1">
            {colours.map((key) => {
              const variant = variants.find((v) => v.colour === key)!;
              return (
                <label key={key} className="cursor-pointer">
                  <input
                    type="radio"
                    name={`${id}-colour`}
                    value={key}
                    checked={colour === key}
                    onChange={() => {
                      setColour(key);
                      gallery.choose(key);
                      setError(false);
                    }}
                    className="peer sr-only"
                  />
                  <span
                    className="block size-[44px] rounded-full border-2 border-line peer-checked:border-ink peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-focus"
                    style={{ backgroundColor: variant.colourHex ?? undefined }}
                  />
                  <span className="sr-only">{variant.colourName}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset ref={sizeGroup} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-1 font-semibold">{labels.size}</legend>
          <div className="flex flex-wrap gap-1">
            {sizes.map((s) => {
              const variant = variants.find((v) => matches(v, colour, s));
              const soldOut = !variant?.available;
              return (
                <label key={s} className={soldOut ? 'cursor-not-allowed' : 'cursor-pointer'}>
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={s}
                    checked={size === s}
                    disabled={soldOut}
                    onChange={() => {
                      setSize(s);
                      setError(false);
                    }}
                    className="peer sr-only"
                  />
                  <span className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded border border-line px-1 peer-checked:border-ink peer-checked:bg-brand peer-checked:text-on-brand peer-disabled:text-muted peer-disabled:line-through peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-focus">
                    {s}
                    {soldOut && <span className="sr-only"> – {labels.soldOut}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 &&
        sizeHelp?.({
          available: sizes.filter((s) => variants.some((v) => matches(v, colour, s) && v.available)),
          choose: (s) => {
            setSize(s);
            setError(false);
          },
        })}
      {shownDelivery && <p className="text-success">{shownDelivery}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="font-semibold text-danger">
          {labels.chooseVariant}
        </p>
      )}
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => void (busy ? undefined : add())}
          // Not `disabled` while adding: a disabled button drops the focus to the page body, and the basket layer
          // would hand it back there when it closes (issue 21). Busy is said and shown; a second press does nothing.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          className="min-h-[48px] grow rounded bg-brand px-3 font-bold text-on-brand aria-disabled:opacity-70"
        >
          {labels.addToBasket}
        </button>
        {beside?.(chosen?.variantSku ?? null)}
      </div>
    </div>
  );
}
