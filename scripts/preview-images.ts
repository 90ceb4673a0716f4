// A contact sheet of the generated product pictures, for whoever changes a drawing:
// `tsx scripts/preview-images.ts [kinds,…|all] [colours,…] [views,…] [out.png]`, e.g. `sofa,tv rot,weiss 1,2,3`.
// Rows are kinds; columns are colour × style (1–3) × view.
import sharp from 'sharp';
import { isColourKey } from '../src/commerce/catalog/colours';
import { IMAGE_STYLES } from '../src/commerce/catalog/media-path';
import { productSvg } from '../src/demo/images/product-svg';
import { isProductKind, productKinds } from '../src/commerce/catalog/product-kinds';

const CELL_W = 160;
const CELL_H = 200;

async function main() {
  const [kindArg = 'all', colourArg = 'rot,weiss,marine', viewArg = '1', out = 'product-images.png'] =
    process.argv.slice(2);
  const kinds = kindArg === 'all' ? [...productKinds] : kindArg.split(',').filter(isProductKind);
  const colours = colourArg.split(',').filter(isColourKey);
  const views = viewArg
    .split(',')
    .map(Number)
    .filter((v) => v >= 1 && v <= 3);
  const cells: { input: Buffer; left: number; top: number }[] = [];
  for (const [row, kind] of kinds.entries()) {
    let column = 0;
    for (const colour of colours) {
      for (let style = 1; style <= IMAGE_STYLES; style++) {
        for (const view of views) {
          const png = await sharp(Buffer.from(productSvg({ kind, colour, style, view })))
            .resize(CELL_W, CELL_H)
            .png()
            .toBuffer();
          cells.push({ input: png, left: column++ * CELL_W, top: row * CELL_H });
        }
      }
    }
  }
  const width = colours.length * IMAGE_STYLES * views.length * CELL_W;
  await sharp({ create: { width, height: kinds.length * CELL_H, channels: 3, background: '#ffffff' } })
    .composite(cells)
    .png()
    .toFile(out);
  console.log(`${out}: ${kinds.length} kinds × ${cells.length / Math.max(1, kinds.length)} pictures`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
