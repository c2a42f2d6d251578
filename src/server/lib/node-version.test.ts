import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from './node-version';

describe('unsupportedNodeMessage', () => {
  it('refuses Node 20 and older, naming the version, and accepts 22 and newer', () => {
    expect(unsupportedNodeMessage('20.20.2')).toMatch(/Node 22 or newer; this is Node 20\.20\.2/);
    expect(unsupportedNodeMessage('18.0.0')).not.toBeNull();
    for (const version of ['22.0.0', '24.21.0', '26.10.0'])
      expect(unsupportedNodeMessage(version)).toBeNull();
  });
});
