import { defineConfig, devices } from '@playwright/test';
import { unsupportedNodeMessage } from './src/server/lib/node-version';

// better-sqlite3 13 crashes without a word on an older Node: say so before any test runs.
const tooOld = unsupportedNodeMessage();
if (tooOld) throw new Error(tooOld);

// Debian's Chromium, never a downloaded browser (see README).
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
  locale: 'ar-KW',
  timezoneId: 'Asia/Kuwait',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two: the machine has two cores, and each worker drives a Chromium and its own server; a third
  // made the whole suite slower (5.1–5.4 min against 4.9 min), not faster.
  workers: 2,
  // A flaky test is a bug in the app or the test, never something to retry away.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // A trace of every test, kept when it fails, is for a machine where someone can open it. CI's
    // stay on the CI machine, and recording them cost a quarter of the suite's time there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    actionTimeout: 15_000,
    // The site's service worker precaches some eighty files on a browser's first visit, which
    // every test's fresh browser would fetch again: a quarter of Chromium's work in the suite
    // (public-shell and news-people: 72 s of its CPU with it, 54 s without). The files that test
    // the service worker allow it (occasions, push-delivery).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      // Only what depends on the width runs again at 375 px (tests tagged @layout).
      name: 'mobile',
      grep: /@layout/,
      use: { ...chromium, viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
    },
  ],
});
