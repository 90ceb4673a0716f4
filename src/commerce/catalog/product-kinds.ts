// What a product is, for its picture: the seed files every product under one kind, and the media route draws each
// kind (src/demo/images). A kind is language-neutral and part of image URLs, so keys never change.
export const fashionKinds = [
  'dress',
  'blouse',
  'top',
  'shirt',
  'trousers',
  'jeans',
  'skirt',
  'jacket',
  'coat',
  'knit',
  'blazer',
  'bra',
  'briefs',
  'boxers',
  'socks',
  'pyjamas',
  'swimsuit',
  'bodysuit',
  'bag',
  'necklace',
  'scarf',
] as const;
export const shoeKinds = ['sneaker', 'ankle-boot', 'pump', 'sandal', 'derby', 'boot', 'slipper'] as const;
export const furnitureKinds = [
  'sofa',
  'armchair',
  'coffee-table',
  'tv-stand',
  'bed',
  'mattress',
  'wardrobe',
  'dining-table',
  'chair',
  'garden-set',
  'cot',
] as const;
export const homeKinds = [
  'bedding',
  'towel',
  'curtain',
  'rug',
  'pot',
  'pan',
  'tableware',
  'storage',
  'lamp',
  'vase',
  'cushion',
] as const;
export const technologyKinds = [
  'tv',
  'soundbar',
  'headphones',
  'washing-machine',
  'fridge',
  'vacuum',
  'coffee-machine',
  'laptop',
  'tablet',
  'phone',
  'coffee-beans',
  'bottle',
] as const;

export const productKinds = [
  ...fashionKinds,
  ...shoeKinds,
  ...furnitureKinds,
  ...homeKinds,
  ...technologyKinds,
] as const;

export type ProductKind = (typeof productKinds)[number];

export function isProductKind(value: unknown): value is ProductKind {
  return typeof value === 'string' && (productKinds as readonly string[]).includes(value);
}
