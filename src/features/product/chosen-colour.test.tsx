// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChosenColourProvider } from './chosen-colour';
import { initialColour } from './initial-colour';
import { ProductGallery } from './product-gallery';
import { ProductPurchase, type PurchaseVariant } from './product-purchase';

const variant = (colour: string, available = true): PurchaseVariant => ({
  variantSku: `V-${colour}`,
  size: null,
  colour,
  colourName: colour === 'red' ? 'Rot' : 'Blau',
  colourHex: colour === 'red' ? '#c00' : '#00c',
  available,
  delivery: '2–4 Werktage',
});
const images = [
  { src: '/media/blue-1.webp', alt: 'Bild 1', width: 800, height: 800, colour: 'blue' },
  { src: '/media/red-1.webp', alt: 'Bild 2', width: 800, height: 800, colour: 'red' },
  { src: '/media/red-2.webp', alt: 'Bild 3', width: 800, height: 800, colour: 'red' },
];
const labels = { size: 'Größe', colour: 'Farbe', chooseVariant: 'Bitte wähle zuerst eine Variante aus!', soldOut: 'ausverkauft', addToBasket: 'In den Warenkorb' };

function Page({ variants }: { variants: PurchaseVariant[] }) {
  return (
    <ChosenColourProvider initial={initialColour(variants)}>
      <ProductGallery images={images} label="Bilder" thumbLabels={images.map((i) => i.alt)} />
      <ProductPurchase variants={variants} labels={labels} />
    </ChosenColourProvider>
  );
}

afterEach(cleanup);

const mainPicture = () => screen.getByRole('region', { name: 'Bilder' }).querySelector('img')!.getAttribute('src');

describe('the chosen colour on the product page (issue 21)', () => {
  it('opens with the picture of the colour chosen first, and shows the colour the shopper picks', () => {
    // Blue is sold out: red is chosen first, and the gallery opens on red.
    render(<Page variants={[variant('blue', false), variant('red')]} />);
    expect(mainPicture()).toBe('/media/red-1.webp');
    fireEvent.click(screen.getByRole('radio', { name: 'Blau' }));
    expect(mainPicture()).toBe('/media/blue-1.webp');
    fireEvent.click(screen.getByRole('radio', { name: 'Rot' }));
    expect(mainPicture()).toBe('/media/red-1.webp');
  });

  it('keeps a thumbnail the shopper chose until another colour is chosen', () => {
    render(<Page variants={[variant('blue'), variant('red')]} />);
    expect(mainPicture()).toBe('/media/blue-1.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Bild 3' }));
    expect(mainPicture()).toBe('/media/red-2.webp');
    fireEvent.click(screen.getByRole('radio', { name: 'Rot' }));
    expect(mainPicture()).toBe('/media/red-1.webp');
  });
});
