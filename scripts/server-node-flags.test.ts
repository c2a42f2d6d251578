import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from './server-node-flags';

describe("the server's Node flags and environment", () => {
  const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const startScript = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
  const deploy = read('docs/deploy.md');

  it('are the same for npm start, the systemd unit and the tests', () => {
    const unit = /^ExecStart=(.*)$/m.exec(deploy)?.[1] ?? '';
    for (const flag of serverNodeFlags) {
      expect(startScript.split(' ')).toContain(flag);
      expect(unit.split(' ')).toContain(flag);
    }
  });

  it('set the environment glibc reads at the start, before node: in npm start and the systemd unit', () => {
    const [command] = startScript.split(' node ');
    const unitEnvironment = [...deploy.matchAll(/^Environment=(\S+)$/gm)].map((match) => match[1]);
    for (const [name, value] of Object.entries(serverEnvironment)) {
      expect(command!.split(' ')).toContain(`${name}=${value}`);
      expect(unitEnvironment).toContain(`${name}=${value}`);
    }
  });
});
