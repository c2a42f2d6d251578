import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { serverMessages } from '#shared/messages/server.ts';
import { imageForm, request } from '../test/http';
import { jpegBytes, photoBytes, pngBytes } from '../test/images';
import { snapshotData } from '../test/snapshot';
import { startTestServer, type TestServer } from '../test/test-server';

const uploadPaths = [api.admin.news.upload, api.admin.notablePeople.upload, api.admin.familyMembers.upload];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 20,000 × 20,000 grey PNG of one colour: 400 megapixels in about 400 KB.
 * Encoding it with sharp takes close to 20 s, so the rows are deflated here directly.
 */
async function pixelBomb(size = 20_000): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(size + 1); // filter byte 0, then black pixels
  for (let y = 0; y < size; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const upload = (form: FormData, uploadPath: string = api.admin.news.upload) =>
    request(server, 'POST', uploadPath, { token: server.token, body: form });

  /** The stored file behind an /uploads/ URL. */
  const storedFile = (imageUrl: string) =>
    path.join(server.config.uploadsDir, imageUrl.replace('/uploads/', ''));

  const storedFiles = () => new Set(fs.readdirSync(server.config.uploadsDir));

  /** Uploads one image and returns its answer and the names of the files it added. */
  async function uploadAndList(bytes: Buffer, name: string, type?: string) {
    const before = storedFiles();
    const res = await upload(imageForm(bytes, name, type));
    expect(res.status, name).toBe(200);
    const added = [...storedFiles()].filter((file) => !before.has(file)).sort();
    return { imageUrl: res.body.imageUrl as string, added };
  }

  /** What sharp reads in a stored file: its format (AVIF is HEIF with AV1 inside) and size. */
  async function describeStored(file: string) {
    const meta = await sharp(path.join(server.config.uploadsDir, file)).metadata();
    const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
    return { format, width: meta.width, height: meta.height };
  }

  async function expectRefused(form: FormData, status: number, error: string) {
    const before = await snapshotData(server.app);
    const res = await upload(form);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, error });
    expect(await snapshotData(server.app)).toEqual(before);
  }

  it('a PNG becomes a WebP under /uploads/, served with nosniff and immutable caching', async () => {
    for (const uploadPath of uploadPaths) {
      const res = await upload(imageForm(await pngBytes(), 'my photo.png'), uploadPath);
      expect(res.status, uploadPath).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // Decision 010: the name carries the size, so pages can list the copies without asking.
      expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}_64x48\.webp$/);
      expect(res.body.imageUrl).not.toContain('photo');

      const served = await fetch(`${server.baseURL}${res.body.imageUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const cache = served.headers.get('cache-control') ?? '';
      expect(cache).toContain('immutable');
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([64, 48]);
    }
  });

  it('a 1600 px photo is stored at 320, 640, 1280 and 1600 px, each in WebP and AVIF', async () => {
    const { imageUrl, added } = await uploadAndList(await photoBytes(1600, 1067), 'photo.jpg', 'image/jpeg');
    const match = /^\/uploads\/([0-9a-f-]{36})_1600x1067\.webp$/.exec(imageUrl);
    expect(match, imageUrl).not.toBeNull();
    const stem = `${match![1]}_1600x1067`;
    const expected = [
      [`${stem}.webp`, 'webp', 1600, 1067],
      [`${stem}.avif`, 'avif', 1600, 1067],
      [`${stem}_320.webp`, 'webp', 320, 213],
      [`${stem}_320.avif`, 'avif', 320, 213],
      [`${stem}_640.webp`, 'webp', 640, 427],
      [`${stem}_640.avif`, 'avif', 640, 427],
      [`${stem}_1280.webp`, 'webp', 1280, 854],
      [`${stem}_1280.avif`, 'avif', 1280, 854],
    ] as const;
    expect(added).toEqual(expected.map(([file]) => file).sort());
    for (const [file, format, width, height] of expected) {
      expect(await describeStored(file), file).toEqual({ format, width, height });
    }
    // AVIF is the smaller format, or there would be no point in offering it.
    const size = (file: string) => fs.statSync(path.join(server.config.uploadsDir, file)).size;
    expect(size(`${stem}.avif`)).toBeLessThan(size(`${stem}.webp`));

    const avif = await fetch(`${server.baseURL}/uploads/${stem}_640.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toContain('immutable');
  });

  it('an image no wider than the smallest copy is stored once in each format', async () => {
    const { imageUrl, added } = await uploadAndList(await photoBytes(300, 200), 'small.jpg', 'image/jpeg');
    const stem = imageUrl.replace(/^\/uploads\//, '').replace(/\.webp$/, '');
    expect(stem).toMatch(/^[0-9a-f-]{36}_300x200$/);
    expect(added).toEqual([`${stem}.avif`, `${stem}.webp`]);
    expect(await describeStored(`${stem}.webp`)).toEqual({ format: 'webp', width: 300, height: 200 });
    expect(await describeStored(`${stem}.avif`)).toEqual({ format: 'avif', width: 300, height: 200 });
  });

  it('a portrait photo is named by its upright size and cut by width', async () => {
    const input = await sharp(await photoBytes(900, 700))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { imageUrl, added } = await uploadAndList(input, 'portrait.jpg', 'image/jpeg');
    const stem = imageUrl.replace(/^\/uploads\//, '').replace(/\.webp$/, '');
    expect(stem).toMatch(/_700x900$/);
    expect(added).toHaveLength(6);
    expect(await describeStored(`${stem}_640.avif`)).toEqual({ format: 'avif', width: 640, height: 823 });
  });

  it('the copies carry no metadata either', async () => {
    const input = await sharp(await photoBytes(700, 400))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const { added } = await uploadAndList(input, 'gps.jpg', 'image/jpeg');
    expect(added).toHaveLength(6);
    for (const file of added) {
      const stored = fs.readFileSync(path.join(server.config.uploadsDir, file));
      const meta = await sharp(stored).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(stored.toString('latin1'), file).not.toContain('secret-owner');
    }
  });

  it('JPEG, WebP and GIF are accepted too', async () => {
    const base = sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } });
    for (const [bytes, name, type] of [
      [await jpegBytes(), 'a.jpg', 'image/jpeg'],
      [await base.clone().webp().toBuffer(), 'a.webp', 'image/webp'],
      [await base.clone().gif().toBuffer(), 'a.gif', 'image/gif'],
    ] as const) {
      const res = await upload(imageForm(bytes, name, type));
      expect(res.status, name).toBe(200);
      expect(res.body.imageUrl).toMatch(/\.webp$/);
    }
  });

  it('EXIF and GPS metadata are removed', async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-owner', Make: 'SecretCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 22/1 0/1' },
      })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.toString('latin1')).toContain('secret-owner');

    const res = await upload(imageForm(input, 'gps.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(storedFile(res.body.imageUrl));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('secret-owner');
    expect(stored.toString('latin1')).not.toContain('SecretCam');
  });

  it('an image with EXIF orientation 6 is turned upright (width and height swap)', async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa0000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const res = await upload(imageForm(input, 'rotated.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const meta = await sharp(fs.readFileSync(storedFile(res.body.imageUrl))).metadata();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('large images are scaled down to sensible maxima', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await upload(imageForm(big, 'big.png'));
    expect(res.status).toBe(200);
    const meta = await sharp(fs.readFileSync(storedFile(res.body.imageUrl))).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 667]);
    expect(res.body.imageUrl).toMatch(/_2000x667\.webp$/);
  });

  it('a photo of several megabytes (over the 1 MB JSON body limit) is accepted', async () => {
    const noise = Buffer.alloc(1200 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 1200, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(imageForm(photo, 'camera.png'));
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it('bytes that are not an image are refused with 415 whatever the name or type says', async () => {
    await expectRefused(
      imageForm(Buffer.from('just some text, not a picture'), 'photo.png', 'image/png'),
      415,
      serverMessages.errors.unsupportedMedia,
    );
    await expectRefused(
      imageForm(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg', 'image/jpeg'),
      415,
      serverMessages.errors.unsupportedMedia,
    );
    await expectRefused(
      imageForm(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.svg',
        'image/svg+xml',
      ),
      415,
      serverMessages.errors.unsupportedMedia,
    );
    // PNG magic bytes followed by garbage: sniffed as PNG, but it does not decode.
    const fake = Buffer.concat([(await pngBytes()).subarray(0, 8), Buffer.from('garbage'.repeat(50))]);
    await expectRefused(imageForm(fake, 'fake.png'), 415, serverMessages.errors.imageInvalid);
  });

  it('a file over 10 MB is refused with 413', async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1024, 1);
    (await pngBytes()).copy(huge, 0, 0, 8);
    await expectRefused(imageForm(huge, 'huge.png'), 413, serverMessages.errors.fileTooLarge);
  });

  it('a pixel bomb (20,000 × 20,000, small in bytes) is refused with 413 before decoding', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);
    const started = Date.now();
    await expectRefused(imageForm(bomb, 'bomb.png'), 413, serverMessages.errors.imageTooManyPixels);
    // Decoding 400 megapixels would take far longer; the refusal comes from the header.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('a request without the image field is refused with 400', async () => {
    const other = imageForm(await pngBytes(), 'a.png', 'image/png', 'file');
    await expectRefused(other, 400, serverMessages.errors.imageRequired);
    const noFile = new FormData();
    noFile.append('title', 'no file here');
    const res = await upload(noFile);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const json = await request(server, 'POST', api.admin.news.upload, {
      token: server.token,
      json: { image: 'x' },
    });
    expect([400, 415]).toContain(json.status);
    expect(json.body.success).toBe(false);
  });

  it('the uploads route serves only the uploads folder', async () => {
    for (const probe of [
      '/uploads/../nasab.sqlite',
      '/uploads/..%2fnasab.sqlite',
      '/uploads/%2e%2e/nasab.sqlite',
    ]) {
      const res = await fetch(`${server.baseURL}${probe}`);
      expect(res.status, probe).toBe(404);
      const text = await res.text();
      expect(text).not.toContain('SQLite format');
    }
    const missing = await request(server, 'GET', '/uploads/does-not-exist.webp');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: expect.any(String) });
  });
});
