import { describe, expect, it } from 'vitest';
import {
  parseResponsiveImage,
  RESPONSIVE_IMAGE_WIDTHS,
  responsiveImageFiles,
  responsiveWidthsFor,
} from './responsive-image';

const stem = '0b8f9c2e-4d1a-4c3e-9a7b-5f6e7d8c9b0a';

describe('parseResponsiveImage', () => {
  it('lists every smaller copy and the original, AVIF first, by width', () => {
    expect(parseResponsiveImage(`/uploads/${stem}_1600x1067.webp`)).toEqual({
      src: `/uploads/${stem}_1600x1067.webp`,
      width: 1600,
      height: 1067,
      sources: [
        {
          type: 'image/avif',
          srcSet: [
            `/uploads/${stem}_1600x1067_320.avif 320w`,
            `/uploads/${stem}_1600x1067_640.avif 640w`,
            `/uploads/${stem}_1600x1067_1280.avif 1280w`,
            `/uploads/${stem}_1600x1067.avif 1600w`,
          ].join(', '),
        },
        {
          type: 'image/webp',
          srcSet: [
            `/uploads/${stem}_1600x1067_320.webp 320w`,
            `/uploads/${stem}_1600x1067_640.webp 640w`,
            `/uploads/${stem}_1600x1067_1280.webp 1280w`,
            `/uploads/${stem}_1600x1067.webp 1600w`,
          ].join(', '),
        },
      ],
    });
  });

  it('offers only the copies narrower than the original', () => {
    expect(parseResponsiveImage('/uploads/demo-person-1_600x600.webp')?.sources[1].srcSet).toBe(
      '/uploads/demo-person-1_600x600_320.webp 320w, /uploads/demo-person-1_600x600.webp 600w',
    );
    // A portrait 2000 px high is narrower than 2000: its width decides.
    expect(parseResponsiveImage('/uploads/a_1333x2000.webp')?.sources[0].srcSet).toBe(
      '/uploads/a_1333x2000_320.avif 320w, /uploads/a_1333x2000_640.avif 640w, ' +
        '/uploads/a_1333x2000_1280.avif 1280w, /uploads/a_1333x2000.avif 1333w',
    );
    // 320 wide exactly: the original is the only size.
    expect(parseResponsiveImage('/uploads/a_320x200.webp')?.sources).toEqual([
      { type: 'image/avif', srcSet: '/uploads/a_320x200.avif 320w' },
      { type: 'image/webp', srcSet: '/uploads/a_320x200.webp 320w' },
    ]);
  });

  it('returns null for anything that is not the upload pattern', () => {
    for (const reference of [
      '',
      `/uploads/${stem}.webp`,
      '/uploads/demo-news-1.webp',
      '/images/founder-placeholder.svg',
      'https://example.com/uploads/a_1600x1067.webp',
      '//example.com/uploads/a_1600x1067.webp',
      '/uploads/a_1600x1067.avif',
      '/uploads/a_1600x1067_320.webp',
      '/uploads/a_1600x1067.webp?v=2',
      '/uploads/../a_1600x1067.webp',
      '/uploads/_1600x1067.webp',
      '/uploads/a_0x100.webp',
      '/uploads/a_01600x1067.webp',
      '/uploads/a_2001x1000.webp',
      '/uploads/a_1000x3000.webp',
      '/uploads/a b_1600x1067.webp',
    ]) {
      expect(parseResponsiveImage(reference), reference).toBeNull();
    }
  });
});

describe('responsiveImageFiles', () => {
  it('names exactly the files the parser refers to', () => {
    const size = { width: 1600, height: 1067 };
    const files = responsiveImageFiles(stem, size);
    expect(files.map((file) => [file.fileName, file.format, file.width])).toEqual([
      [`${stem}_1600x1067.webp`, 'webp', 1600],
      [`${stem}_1600x1067.avif`, 'avif', 1600],
      [`${stem}_1600x1067_320.webp`, 'webp', 320],
      [`${stem}_1600x1067_320.avif`, 'avif', 320],
      [`${stem}_1600x1067_640.webp`, 'webp', 640],
      [`${stem}_1600x1067_640.avif`, 'avif', 640],
      [`${stem}_1600x1067_1280.webp`, 'webp', 1280],
      [`${stem}_1600x1067_1280.avif`, 'avif', 1280],
    ]);
    const parsed = parseResponsiveImage(`/uploads/${files[0]!.fileName}`);
    const referenced = parsed!.sources.flatMap((source) =>
      source.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!.replace('/uploads/', '')),
    );
    expect(referenced.sort()).toEqual(files.map((file) => file.fileName).sort());
  });

  it('refuses a stem that could leave the uploads folder or break the pattern', () => {
    for (const bad of ['', '../x', 'a/b', 'a_b', 'a.b']) {
      expect(() => responsiveImageFiles(bad, { width: 10, height: 10 }), bad).toThrow();
    }
  });
});

describe('responsiveWidthsFor', () => {
  it('keeps the shared widths below the original width', () => {
    expect(RESPONSIVE_IMAGE_WIDTHS).toEqual([320, 640, 1280]);
    expect(responsiveWidthsFor(2000)).toEqual([320, 640, 1280]);
    expect(responsiveWidthsFor(1280)).toEqual([320, 640]);
    expect(responsiveWidthsFor(300)).toEqual([]);
  });
});
