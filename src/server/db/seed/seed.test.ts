import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGoogleMapsEmbedUrl } from '#shared/format/maps.ts';
import { parseUploadReference, responsiveImageFiles } from '#shared/format/responsive-image.ts';
import { diwanRepository } from '#server/repositories/diwan-repository.ts';
import { familyMembersRepository } from '#server/repositories/family-members-repository.ts';
import { historyRepository } from '#server/repositories/history-repository.ts';
import { newsRepository } from '#server/repositories/news-repository.ts';
import { notablePeopleRepository } from '#server/repositories/notable-people-repository.ts';
import { siteSettingsRepository } from '#server/repositories/site-settings-repository.ts';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import type { FamilyMemberRow } from '../schema';
import {
  demoFamilyMembers,
  demoHistoryBlocks,
  demoHistoryPage,
  demoHistoryTimeline,
  demoNews,
  demoNotablePeople,
} from './demo-content';
import { demoRowIds } from './demo-rows';
import { demoImageFiles } from './demo-images';

// Demo pictures are small: the whole set ships with the code.
const MAX_DEMO_IMAGE_BYTES = 30 * 1024;
import { seedDemoContent, seedNotablePeople, type Repositories, type SeedReport } from './seed';

describe('demo content seed', () => {
  let dir: string;
  let uploadsDir: string;
  let handle: DatabaseHandle;
  let repos: Repositories;
  let first: SeedReport;
  let second: SeedReport;
  let members: FamilyMemberRow[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-seed-'));
    uploadsDir = path.join(dir, 'uploads');
    handle = openDatabase({ dataDir: dir });
    await migrateToLatest(handle);
    const { db } = handle;
    repos = {
      news: newsRepository(db),
      notablePeople: notablePeopleRepository(db),
      familyMembers: familyMembersRepository(db, handle.dialect),
      diwan: diwanRepository(db),
      siteSettings: siteSettingsRepository(db),
    };
    first = await seedDemoContent(handle, uploadsDir);
    second = await seedDemoContent(handle, uploadsDir);
    members = await repos.familyMembers.list();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates everything on the first run', () => {
    expect(first).toEqual({
      familyMembers: demoFamilyMembers.length,
      notablePeople: 6,
      news: 6,
      diwan: 1,
      siteSettings: 1,
      images: demoImageFiles.length,
    });
    expect(demoFamilyMembers.length).toBeGreaterThanOrEqual(35);
  });

  it('creates nothing on the second run', async () => {
    expect(second).toEqual({
      familyMembers: 0,
      notablePeople: 0,
      news: 0,
      diwan: 0,
      siteSettings: 0,
      images: 0,
    });
    expect(await repos.familyMembers.count()).toBe(demoFamilyMembers.length);
    expect(await repos.notablePeople.count()).toBe(demoNotablePeople.length);
    expect(await repos.news.count()).toBe(demoNews.length);
    expect(await seedNotablePeople(repos, uploadsDir)).toBe(0);
  });

  it('marks the demo news as announced: nobody is notified of a fictional family', async () => {
    expect(await repos.news.takeUnannounced(new Date().toISOString())).toEqual([]);
  });

  it('seeds the history once and records its rows as the demo', async () => {
    const history = historyRepository(handle.db);
    const [timeline, blocks, page] = [await history.timeline(), await history.blocks(), await history.page()];
    expect(timeline.map((entry) => entry.title)).toEqual(demoHistoryTimeline.map((entry) => entry.title));
    expect(blocks).toHaveLength(demoHistoryBlocks.length);
    expect(page?.intro).toBe(demoHistoryPage.intro);
    expect((await demoRowIds(handle.db, 'history_timeline')).sort()).toEqual(
      timeline.map((e) => e.id).sort(),
    );
    expect((await demoRowIds(handle.db, 'history_blocks')).sort()).toEqual(blocks.map((b) => b.id).sort());
    expect(await demoRowIds(handle.db, 'history_page')).toEqual([page!.id]);
    const founder = members.find((member) => member.highlights !== '');
    expect(founder?.name).toBe(demoFamilyMembers[0]!.name);
    // Its first entry names the founder and the quarter he settled in (decision 063).
    const place = await handle.db
      .selectFrom('places')
      .select('name')
      .where('id', '=', timeline[0]!.place_id)
      .executeTakeFirst();
    expect([timeline[0]!.member_ids, place?.name]).toEqual([[founder!.id], 'حي القبلة']);
  });

  it('seeds the site settings and the diwan', async () => {
    const settings = await repos.siteSettings.get();
    expect(settings?.family_name).toBe('عائلة المثال');
    expect(settings?.founder_name).toBe('سالم');
    expect(settings?.email).toBe('info@almithal-family.example');
    const diwan = await repos.diwan.get();
    expect(diwan?.contact_phone).toBe('96599998888');
    expect(isGoogleMapsEmbedUrl(diwan?.map_url ?? '')).toBe(true);
  });

  it('inserts the founder first', () => {
    const founder = members[0];
    expect(founder?.name).toContain('سالم');
    expect(founder?.generation).toBe(1);
    expect(founder?.parent_id).toBeNull();
  });

  it('gives every child an existing parent one generation up', () => {
    const byId = new Map(members.map((m) => [m.id, m]));
    for (const member of members) {
      if (member.parent_id === null) continue;
      const parent = byId.get(member.parent_id);
      expect(parent, member.name).toBeDefined();
      expect(parent?.generation).toBe(member.generation - 1);
      expect(parent?.gender).toBe('male');
    }
    expect(new Set(members.map((m) => m.generation))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('records the marriages, including a man with two wives and a cousin marriage', async () => {
    const byId = new Map(members.map((m) => [m.id, m]));
    const marriages = await handle.db.selectFrom('marriages').selectAll().execute();
    for (const marriage of marriages) {
      expect(byId.get(marriage.husband_id)?.gender).toBe('male');
      expect(byId.get(marriage.wife_id)?.gender).toBe('female');
    }
    const wivesPerHusband = new Map<number, number[]>();
    for (const m of marriages)
      wivesPerHusband.set(m.husband_id, [...(wivesPerHusband.get(m.husband_id) ?? []), m.wife_order]);
    expect(Math.max(...[...wivesPerHusband.values()].map((orders) => orders.length))).toBe(2);
    // Each husband's wives are ranked 1, 2… without gaps.
    for (const orders of wivesPerHusband.values()) {
      expect(orders.sort()).toEqual(orders.map((_, index) => index + 1));
    }
    const cousins = marriages.filter(
      (m) => byId.get(m.husband_id)?.parent_id != null && byId.get(m.wife_id)?.parent_id != null,
    );
    expect(cousins.length).toBeGreaterThanOrEqual(1);
    // Migration 003 emptied the old column; nothing writes it any more.
    expect(members.every((m) => m.spouse_id === null)).toBe(true);
  });

  it('writes every referenced image with its copies, each small and of the size its name says', async () => {
    const people = await repos.notablePeople.list();
    const news = await repos.news.list();
    const history = historyRepository(handle.db);
    const referenced = [
      ...[...members, ...people, ...news, ...(await history.timeline())].map((row) => row.image),
      (await history.page())?.map_image ?? '',
    ].filter((image) => image !== '');
    expect(referenced.length).toBeGreaterThan(12);
    const expectedFiles = new Set<string>();
    for (const image of referenced) {
      expect(image).toMatch(/^\/uploads\/demo-(news|person|member|map)-\d+_\d+x\d+\.webp$/);
      const named = parseUploadReference(image);
      expect(named, image).not.toBeNull();
      const files = responsiveImageFiles(named!.stem, named!);
      // Two formats of the original and of at least the 320 px copy.
      expect(files.length, image).toBeGreaterThanOrEqual(4);
      for (const file of files) {
        expectedFiles.add(file.fileName);
        const meta = await sharp(path.join(uploadsDir, file.fileName)).metadata();
        const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
        expect([format, meta.width], file.fileName).toEqual([file.format, file.width]);
        expect(meta.height, file.fileName).toBe(Math.round((named!.height * file.width) / named!.width));
      }
    }
    // Nothing committed that no demo record uses, nothing used that is not committed.
    expect([...expectedFiles].sort()).toEqual(demoImageFiles);
    for (const file of demoImageFiles) {
      const full = path.join(uploadsDir, file);
      expect(fs.existsSync(full), file).toBe(true);
      expect(fs.statSync(full).size, file).toBeLessThanOrEqual(MAX_DEMO_IMAGE_BYTES);
    }
  });

  it('keeps a news paragraph with the skipped "full news" phrase and valid dates', () => {
    expect(demoNews.some((item) => item.content.includes('الخبر كاملاً من هنا:'))).toBe(true);
    for (const item of demoNews) {
      expect(item.date <= '2026-11-15').toBe(true);
      expect(item.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('seedNotablePeople', () => {
  it('adds only the people whose exact name is absent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-seed-people-'));
    const handle = openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(handle);
      const notablePeople = notablePeopleRepository(handle.db);
      const uploadsDir = path.join(dir, 'uploads');
      const firstPerson = demoNotablePeople[0];
      if (!firstPerson) throw new Error('no demo people');
      await notablePeople.create({
        name: firstPerson.name,
        position: 'منصب عدّله المدير',
        period: '',
        category: 'academic',
        bio: '',
        order: 1,
        image: '',
      });
      expect(await seedNotablePeople({ notablePeople }, uploadsDir)).toBe(demoNotablePeople.length - 1);
      expect(await seedNotablePeople({ notablePeople }, uploadsDir)).toBe(0);
      expect(await notablePeople.count()).toBe(demoNotablePeople.length);
      expect((await notablePeople.findByName(firstPerson.name))?.position).toBe('منصب عدّله المدير');
      // The edited person has no image, so none of demo-person-1's files was needed.
      const written = fs.readdirSync(uploadsDir);
      expect(written.filter((file) => file.startsWith('demo-person-1_'))).toEqual([]);
      expect(written.filter((file) => file.startsWith('demo-person-2_')).sort()).toEqual([
        'demo-person-2_600x600.avif',
        'demo-person-2_600x600.webp',
        'demo-person-2_600x600_320.avif',
        'demo-person-2_600x600_320.webp',
      ]);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
