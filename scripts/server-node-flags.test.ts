import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags';

describe("the server's Node flags", () => {
  const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

  it('are the same for npm start, the systemd unit and the tests', () => {
    const startScript = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    const unit = /^ExecStart=(.*)$/m.exec(read('docs/deploy.md'))?.[1] ?? '';
    for (const flag of serverNodeFlags) {
      expect(startScript.split(' ')).toContain(flag);
      expect(unit.split(' ')).toContain(flag);
    }
  });
});
