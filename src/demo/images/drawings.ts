// Which drawing and which setting each product kind gets.
import { fashionKinds, productKinds, shoeKinds, type ProductKind } from '@/commerce/catalog/product-kinds';
import * as accessories from './draw-accessories';
import * as bottoms from './draw-fashion-bottoms';
import * as tops from './draw-fashion-tops';
import * as outerwear from './draw-outerwear';
import * as underwear from './draw-underwear';
import * as footwear from './draw-shoes';
import * as furniture from './draw-furniture';
import * as home from './draw-home';
import * as seating from './draw-seating';
import * as textiles from './draw-textiles';
import * as appliances from './draw-appliances';
import * as electronics from './draw-electronics';
import type { Drawing } from './drawing';
import type { Setting } from './scenes';

export const drawings: Record<ProductKind, Drawing> = {
  dress: tops.dress,
  blouse: tops.blouse,
  top: tops.top,
  shirt: tops.shirt,
  knit: outerwear.knit,
  jacket: outerwear.jacket,
  coat: outerwear.coat,
  blazer: outerwear.blazer,
  pyjamas: underwear.pyjamas,
  bodysuit: underwear.bodysuit,
  swimsuit: underwear.swimsuit,
  bra: underwear.bra,
  trousers: bottoms.trousers,
  jeans: bottoms.jeans,
  skirt: bottoms.skirt,
  briefs: bottoms.briefs,
  boxers: bottoms.boxers,
  socks: bottoms.socks,
  bag: accessories.bag,
  necklace: accessories.necklace,
  scarf: accessories.scarf,
  sneaker: footwear.sneaker,
  'ankle-boot': footwear.ankleBoot,
  pump: footwear.pump,
  sandal: footwear.sandal,
  derby: footwear.derby,
  boot: footwear.boot,
  slipper: footwear.slipper,
  sofa: seating.sofa,
  armchair: seating.armchair,
  'coffee-table': furniture.coffeeTable,
  'tv-stand': furniture.tvStand,
  bed: furniture.bed,
  mattress: furniture.mattress,
  wardrobe: furniture.wardrobe,
  'dining-table': furniture.diningTable,
  chair: seating.chair,
  'garden-set': seating.gardenSet,
  cot: furniture.cot,
  bedding: textiles.bedding,
  towel: textiles.towel,
  curtain: textiles.curtain,
  rug: textiles.rug,
  pot: home.pot,
  pan: home.pan,
  tableware: home.tableware,
  storage: home.storage,
  lamp: home.lamp,
  vase: home.vase,
  cushion: textiles.cushion,
  tv: electronics.tv,
  soundbar: electronics.soundbar,
  headphones: electronics.headphones,
  'washing-machine': appliances.washingMachine,
  fridge: appliances.fridge,
  vacuum: appliances.vacuum,
  'coffee-machine': appliances.coffeeMachine,
  laptop: electronics.laptop,
  tablet: electronics.tablet,
  phone: electronics.phone,
  'coffee-beans': appliances.coffeeBeans,
  bottle: appliances.bottle,
};

const counterKinds: ProductKind[] = [
  'pot',
  'pan',
  'tableware',
  'storage',
  'coffee-machine',
  'coffee-beans',
  'bottle',
];
const deskKinds: ProductKind[] = ['laptop', 'tablet', 'phone', 'headphones'];

function settingOf(kind: ProductKind): Setting {
  if ((fashionKinds as readonly ProductKind[]).includes(kind)) return 'wall';
  if ((shoeKinds as readonly ProductKind[]).includes(kind)) return 'floor';
  if (counterKinds.includes(kind)) return 'counter';
  if (deskKinds.includes(kind)) return 'desk';
  return 'room';
}

export const settings = Object.fromEntries(productKinds.map((kind) => [kind, settingOf(kind)])) as Record<
  ProductKind,
  Setting
>;
