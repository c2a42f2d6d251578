import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { defaultPushHostList, isAllowedEndpoint, parsePushHosts } from './push-endpoints';

// A subscription's endpoint is a URL a stranger supplies and the server POSTs to: only the browsers'
// push services, over https on the default port, unless PUSH_ENDPOINT_HOSTS names others.

describe('the browsers’ push services, by default', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://fcm.googleapis.com/wp/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGf3q',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com:443/fcm/send/abc',
  ])('accepts %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, defaultPushHostList)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.test/fcm/send/abc',
    'https://evil.test/fcm.googleapis.com',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://push.apple.com/abc',
    'https://evilpush.apple.com/abc',
    'https://notify.windows.com.evil.test/abc',
    'https://127.0.0.1/abc',
    'https://[::1]/abc',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedEndpoint(endpoint, defaultPushHostList)).toBe(false);
  });
});

describe('PUSH_ENDPOINT_HOSTS', () => {
  it('replaces the list: host[:port] entries, comma-separated, *. for any name under a host', () => {
    const hosts = parsePushHosts(' 127.0.0.1:8443 , *.push.example ,push.example:443');
    expect(Array.isArray(hosts)).toBe(true);
    const allowed = (endpoint: string) => isAllowedEndpoint(endpoint, hosts as never);
    expect(allowed('https://127.0.0.1:8443/push/1')).toBe(true);
    expect(allowed('https://127.0.0.1/push/1')).toBe(false);
    expect(allowed('https://a.push.example/x')).toBe(true);
    expect(allowed('https://push.example/x')).toBe(true);
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(false);
  });

  it.each(['', ' , ', 'https://fcm.googleapis.com', 'host:99999', 'a b', '*.*.example'])(
    'refuses %j with a message',
    (value) => {
      expect(typeof parsePushHosts(value)).toBe('string');
    },
  );
});

describe('the configuration', () => {
  it('reads PUSH_ENDPOINT_HOSTS and PUSH_VAPID_SUBJECT, and names a bad value', () => {
    const config = loadConfig({
      PUSH_ENDPOINT_HOSTS: '127.0.0.1:9443',
      PUSH_VAPID_SUBJECT: 'mailto:a@b.example',
    });
    expect(config.push).toEqual({
      endpointHosts: [{ host: '127.0.0.1', anyUnder: false, port: '9443' }],
      subject: 'mailto:a@b.example',
    });
    expect(loadConfig({}).push).toEqual({ endpointHosts: defaultPushHostList, subject: undefined });
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'http://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'http://x' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
    expect(() => loadConfig({ PUSH_VAPID_SUBJECT: 'family@example.com' })).toThrow(/PUSH_VAPID_SUBJECT/);
  });
});
