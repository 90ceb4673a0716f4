// contact — sending the contact form with three phone-sized pictures (1600 × 1200 JPEG with EXIF, ~0.3 MB each):
// validation, the limits, sniffing, decoding and re-encoding each picture, the ticket with its pictures and both mails
// in one transaction. Baselines of the same run: the same request without pictures (what the pictures cost), and
// re-encoding the three pictures alone (what the database and mails add). Runs on its own database (in-memory PGlite,
// or a private schema of DATABASE_URL's PostgreSQL). BENCH_CONTACT_ROUNDS sets the rounds (default 40).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { prepareAttachments } from '../src/commerce/contact/prepare-attachments';
import { submitContactRequest } from '../src/commerce/contact/submit-contact-request';
import { testShop } from '../src/commerce/customer/customer-factories';
import { createTestDatabase } from '../src/platform/db/test-database';
import { metric, type BenchContext, type BenchOutcome } from './support/types';

const ROUNDS = Number(process.env.BENCH_CONTACT_ROUNDS ?? 40);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function photo(seed: number): Promise<Uint8Array> {
  // Noise compresses like a photo does (a flat colour would be a few kilobytes).
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = (x >>> 16) & 0xff & (i % 7 === 0 ? 0xff : 0xf0);
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 82 })
    .withMetadata({ exif: { IFD0: { Make: 'Phonemaker', Model: 'X1' } } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  process.env.LOG_LEVEL ??= 'warn';
  const database = await createTestDatabase();
  try {
    const shop = testShop('de');
    const pictures = await Promise.all([1, 2, 3].map(photo));
    const files = () =>
      pictures.map((bytes, i) => new File([bytes.slice()], `foto-${i + 1}.jpg`, { type: 'image/jpeg' }));
    const input = (n: number) => ({
      subject: 'complaintFurniture',
      salutation: 'female',
      firstName: 'Anna',
      lastName: 'Muster',
      email: `bench.${n}.${randomUUID().slice(0, 6)}@example.org`,
      orderNumber: 'DE-2026-000123',
      message: 'Die Tischplatte ist an der Kante beschädigt, Fotos anbei.',
      terms: true,
    });
    const withPictures: number[] = [];
    const without: number[] = [];
    const reencodeOnly: number[] = [];
    let n = 0;
    const send = async (samples: number[] | null, attach: boolean) => {
      n += 1;
      const started = performance.now();
      const sent = await submitContactRequest(
        database.db,
        shop,
        { address: `bench-${n}` },
        null,
        input(n),
        attach ? files() : [],
      );
      samples?.push(performance.now() - started);
      if (!sent.ok) throw new Error(sent.code);
      if (attach && sent.attachments.filter((a) => a.accepted).length !== 3)
        throw new Error('a picture was refused');
    };
    ctx.log(
      `contact: ${(pictures.reduce((s, p) => s + p.length, 0) / 1024).toFixed(0)} kB in 3 pictures; warm-up, then ${ROUNDS} rounds`,
    );
    for (let round = -3; round < ROUNDS; round++) {
      const measured = round >= 0;
      await send(measured ? withPictures : null, true);
      await send(measured ? without : null, false);
      const started = performance.now();
      await prepareAttachments(files());
      if (measured) reencodeOnly.push(performance.now() - started);
    }
    const totalSeconds = withPictures.reduce((s, v) => s + v, 0) / 1000;
    return {
      metrics: [
        metric('contact request with 3 pictures p50', 'ms', percentile(withPictures, 50), {
          name: 'without pictures p50',
          value: percentile(without, 50),
        }),
        metric('contact request with 3 pictures p95', 'ms', percentile(withPictures, 95), {
          name: 'without pictures p95',
          value: percentile(without, 95),
        }),
        metric('contact request with 3 pictures p95', 'ms', percentile(withPictures, 95), {
          name: 're-encoding the 3 pictures alone p95',
          value: percentile(reencodeOnly, 95),
        }),
        metric(
          'requests with 3 pictures per second (one at a time)',
          '/s',
          withPictures.length / totalSeconds,
        ),
      ],
      details: {
        database: database.label,
        rounds: ROUNDS,
        pictureBytes: pictures.map((p) => p.length),
      },
    };
  } finally {
    await database.close();
  }
}
